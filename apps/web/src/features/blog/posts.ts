// The posts' card data lives in the domain: the API's sitemap lists them too.
export { BLOG_POSTS, type BlogCategory, type BlogPost, findPost } from '@declic/domain';
