-- The admin area's content: drafts of blog posts, when a post was
-- last edited, and comments an admin hid.
--
-- A draft (never published, or unpublished) has no published_at: every
-- public read already asks `published_at <= now()`, which NULL never is, so
-- a draft is invisible to readers without a second flag to keep in step.
ALTER TABLE blog_posts ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE blog_posts ALTER COLUMN published_at DROP DEFAULT;
ALTER TABLE blog_posts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- The admin's list: every post, newest edit first.
CREATE INDEX blog_posts_updated_idx ON blog_posts (updated_at DESC, id DESC);

-- A hidden comment stays (with its reactions) so hiding can be undone, but
-- no public read shows it, counts it, or takes a reaction on it.
ALTER TABLE blog_comments ADD COLUMN hidden_at timestamptz;
-- The moderation list: newest first, for every post or one.
CREATE INDEX blog_comments_created_idx ON blog_comments (created_at DESC, id DESC);
