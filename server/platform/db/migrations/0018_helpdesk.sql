-- The helpdesk: tickets, their messages, read markers and
-- attachments (src/api/helpdesk.ts holds the rules and the limits).

-- A learner's ticket. `client_id` is the first message's id made by the
-- browser: creating again with it answers the same ticket. `last_seq` is the
-- last message number given; a send locks the row and takes the next, so
-- concurrent sends get distinct, ordered numbers.
CREATE TABLE tickets (
  id               text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id          text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id        text NOT NULL,
  subject          text NOT NULL,
  category         text NOT NULL CHECK (category IN ('billing', 'technical', 'examContent', 'account')),
  state            text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'pending', 'closed')),
  -- What it is about: an exam, an attempt, or a question of an attempt.
  link_kind        text CHECK (link_kind IN ('exam', 'attempt', 'question')),
  link_exam_id     text,
  link_attempt_id  text,
  link_question_id text,
  follow_up_of     text REFERENCES tickets(id) ON DELETE SET NULL,
  assignee_id      text REFERENCES users(id) ON DELETE SET NULL,
  last_seq         integer NOT NULL DEFAULT 0,
  -- While open: the learner's oldest message since the last reply.
  waiting_since    timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  closed_at        timestamptz,
  close_reason     text,
  -- The unread-reply email: the highest agent reply it was sent for; none
  -- again until the learner has read past it.
  reply_mailed_seq integer,
  UNIQUE (user_id, client_id),
  CHECK ((state = 'closed') = (closed_at IS NOT NULL))
);
CREATE INDEX tickets_user_idx ON tickets (user_id, updated_at DESC);
CREATE INDEX tickets_state_idx ON tickets (state, waiting_since);
CREATE INDEX tickets_assignee_idx ON tickets (assignee_id) WHERE assignee_id IS NOT NULL;

-- A message: `seq` orders a ticket's messages as the server stored them;
-- (ticket_id, client_id) stores a retried send once.
CREATE TABLE ticket_messages (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  ticket_id   text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  seq         integer NOT NULL CHECK (seq > 0),
  client_id   text NOT NULL,
  author_id   text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_kind text NOT NULL CHECK (author_kind IN ('learner', 'agent')),
  body        text NOT NULL,
  internal    boolean NOT NULL DEFAULT false CHECK (NOT internal OR author_kind = 'agent'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ticket_id, client_id),
  UNIQUE (ticket_id, seq)
);

-- Each participant's read marker: the highest seq they have read.
CREATE TABLE ticket_reads (
  ticket_id text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  user_id   text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  up_to_seq integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ticket_id, user_id)
);

-- An uploaded file, its bytes in the row (at most 5 MB, so every server on
-- one database reads the same files). `message_id` is set when a message
-- carries it; until then only its uploader may see it.
CREATE TABLE ticket_attachments (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  uploader_id  text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message_id   text REFERENCES ticket_messages(id) ON DELETE CASCADE,
  name         text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  byte_size    integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 5242880),
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_attachments_message_idx ON ticket_attachments (message_id);
