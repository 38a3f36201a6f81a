/** The blog's answers in the learner's words. */
export const BLOG_NOT_FOUND_MESSAGE = "This blog post does not exist."
export const COMMENT_NOT_FOUND_MESSAGE = "This comment does not exist."
export const COMMENT_POSTED_MESSAGE = "Your comment was posted."
