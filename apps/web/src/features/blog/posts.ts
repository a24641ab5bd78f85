// Card data of a post; the articles themselves come from the server (api/blog-library.ts).
export type { BlogCategory, BlogPost } from '@declic/domain';
