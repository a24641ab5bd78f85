// What other modules may use of the analysis module (docs/architecture.md): they import from
// here, never from its repositories.

export { latestAnalysis } from './analysis.repository';
export { type RecommendedJob, readRecommendedJobs } from './recommended-jobs.repository';
export { shareImageEraser, storyImageUrl } from './share-image.service';
export { readStrengths } from './strengths';
