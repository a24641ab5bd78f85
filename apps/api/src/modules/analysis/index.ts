// What other modules may use of the analysis module (docs/architecture.md): they import from
// here, never from its repositories.
export { type RecommendedJob, readRecommendedJobs } from './recommended-jobs.repository';
export { removeShareImageFile, shareImageFileName } from './share-image.service';
