-- The blog (posts, comments, reactions) and the content pages (FAQs, policy
-- pages, contact messages).
--
-- Rich text (body_html, answer_html) is sanitised by the server before it is
-- stored (server/content/rich-text.ts); comments are plain text.
--
-- Reactions are rows keyed by (target, learner): a learner has at most one
-- reaction on a post or a comment, and every like and dislike count is
-- computed from these rows, so a count can never drift from what the learners
-- did. The (target, kind) indexes keep those counts index-only.
-- A reaction taken back leaves its row with kind NULL: every press is then
-- one atomic upsert of that row (server/blog/reactions.ts), so simultaneous
-- presses by one learner apply one after another.

CREATE TABLE blog_posts (
  id            text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  title         text NOT NULL,
  -- Plain text, about two sentences, for the cards of the blog list.
  excerpt       text NOT NULL,
  body_html     text NOT NULL,
  author_name   text NOT NULL,
  tags          text[] NOT NULL DEFAULT '{}',
  read_minutes  integer NOT NULL CHECK (read_minutes >= 1),
  published_at  timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC, id DESC);

CREATE TABLE blog_comments (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  blog_id      text NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  -- NULL for the demo comments of fictional readers, and when the learner's
  -- account is deleted (the comment stays, under the name it was posted with).
  user_id      text REFERENCES users(id) ON DELETE SET NULL,
  author_name  text NOT NULL,
  comment      text NOT NULL CHECK (char_length(comment) BETWEEN 1 AND 1000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comments_blog_idx ON blog_comments (blog_id, created_at, id);
CREATE INDEX blog_comments_user_idx ON blog_comments (user_id);

CREATE TABLE blog_reactions (
  blog_id     text NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- NULL: the learner took their reaction back.
  kind        text CHECK (kind IN ('like', 'dislike')),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blog_id, user_id)
);
CREATE INDEX blog_reactions_counts_idx ON blog_reactions (blog_id, kind);
CREATE INDEX blog_reactions_user_idx ON blog_reactions (user_id);

CREATE TABLE comment_reactions (
  comment_id  text NOT NULL REFERENCES blog_comments(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- NULL: the learner took their reaction back.
  kind        text CHECK (kind IN ('like', 'dislike')),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_reactions_counts_idx ON comment_reactions (comment_id, kind);
CREATE INDEX comment_reactions_user_idx ON comment_reactions (user_id);

-- FAQs, grouped on the page; groups appear in the order of their first question.
CREATE TABLE faqs (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  group_name   text NOT NULL,
  question     text NOT NULL,
  answer_html  text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX faqs_order_idx ON faqs (sort_order, id);

-- The policy pages and About us; the slug is the page's route.
CREATE TABLE content_pages (
  slug        text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title       text NOT NULL,
  body_html   text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Messages sent with the Contact us form, kept for the support team.
CREATE TABLE contact_messages (
  id              text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name            text NOT NULL,
  email           text NOT NULL,
  subject         text NOT NULL,
  message         text NOT NULL,
  -- The sender's address, for dealing with abuse of the form.
  client_address  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
