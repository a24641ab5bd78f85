// What other modules may use of the analysis module (docs/architecture.md): they import from
// here, never from its repositories.

export { latestAnalysis } from './analysis.repository';
export { analysisRoutes } from './analysis.routes';
export { level4Routes } from './level4.routes';
export { jobsToMatch, recommendedPage, recommendRows } from './recommendation';
export { type RecommendedJob, readRecommendedJobs } from './recommended-jobs.repository';
export { shareImageEraser, storyImageUrl } from './share-image.service';
export { readStrengths } from './strengths';
