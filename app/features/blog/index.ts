// The feature's face: what routes and other features may use.
export type { PostSummary } from "./blog";
export { BLOG_POSTS, postPlainText } from "./words/posts";
