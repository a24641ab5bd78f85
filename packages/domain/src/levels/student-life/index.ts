// Levels 35 to 37 (budget, grants and aids, housing): what both the API and the player read.
export * from './answer-schemas';
export * from './budget';
export * from './grant-check';
export * from './housing-check';
export * from './official-links';
export * from './student-aids';
