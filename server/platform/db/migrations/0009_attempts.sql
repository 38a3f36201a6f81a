-- My Exams and the timed attempt: the rules, sections and
-- questions of a practice test; a learner's subscriptions (their right to an
-- exam for a while); attempts and their saved answers. Runs the same on
-- PGlite and PostgreSQL.

-- The rules of a test. A test of the catalogue that never got questions
-- keeps these defaults; starting it answers "no questions yet".
ALTER TABLE practice_tests
  ADD COLUMN pass_mark_percent  integer NOT NULL DEFAULT 70 CHECK (pass_mark_percent BETWEEN 0 AND 100),
  ADD COLUMN pause_allowed      boolean NOT NULL DEFAULT true,
  -- NULL: as many attempts as the learner likes while the subscription lasts.
  ADD COLUMN max_attempts       integer CHECK (max_attempts > 0),
  ADD COLUMN scoring            text NOT NULL DEFAULT 'allOrNothing' CHECK (scoring IN ('allOrNothing', 'partialCredit'));

CREATE TABLE test_sections (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  test_id     text NOT NULL REFERENCES practice_tests(id) ON DELETE CASCADE,
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (test_id, name)
);
CREATE INDEX test_sections_test_idx ON test_sections (test_id, sort_order);

CREATE TABLE questions (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- Also on the row (not only through the section) so "does this question
  -- belong to the attempt's test" is one indexed lookup on every save.
  test_id      text NOT NULL REFERENCES practice_tests(id) ON DELETE CASCADE,
  section_id   text NOT NULL REFERENCES test_sections(id) ON DELETE CASCADE,
  text         text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('single', 'multiple')),
  explanation  text NOT NULL DEFAULT '',
  -- The exam objective it trains; the result scores each objective.
  objective    text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX questions_test_idx ON questions (test_id, sort_order);
CREATE INDEX questions_section_idx ON questions (section_id, sort_order);

CREATE TABLE question_options (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  question_id  text NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  text         text NOT NULL,
  is_correct   boolean NOT NULL DEFAULT false,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX question_options_question_idx ON question_options (question_id, sort_order);

-- A learner's right to an exam (bought alone or with a package) from
-- starts_at until expires_at; active or expired by date, never by a flag.
CREATE TABLE subscriptions (
  id            text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id       text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  exam_id       text NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  package_name  text,
  starts_at     timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > starts_at)
);
-- My Exams: a learner's subscriptions by date.
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, expires_at);

-- One learner's go at one test. The clock is started_at + duration_seconds
-- + paused_ms (+ the pause under way); src/domain/attempt-clock.ts computes
-- from these. The score columns and `result` are written once, at submit,
-- and never change afterwards.
CREATE TABLE attempts (
  id                text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id           text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subscription_id   text NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  test_id           text NOT NULL REFERENCES practice_tests(id) ON DELETE CASCADE,
  status            text NOT NULL DEFAULT 'ongoing' CHECK (status IN ('ongoing', 'paused', 'submitted')),
  started_at        timestamptz NOT NULL,
  duration_seconds  integer NOT NULL CHECK (duration_seconds > 0),
  paused_ms         bigint NOT NULL DEFAULT 0 CHECK (paused_ms >= 0),
  paused_at         timestamptz,
  -- The highest save number applied in this attempt.
  last_seq          integer NOT NULL DEFAULT 0,
  submitted_at      timestamptz,
  submitted_by      text CHECK (submitted_by IN ('learner', 'timeUp', 'server')),
  score             double precision,
  total             integer,
  percentage        double precision,
  passed            boolean,
  -- The frozen review: breakdowns and every question as it was scored.
  result            jsonb,
  CHECK ((status = 'paused') = (paused_at IS NOT NULL)),
  CHECK ((status = 'submitted') = (submitted_at IS NOT NULL AND submitted_by IS NOT NULL AND result IS NOT NULL))
);
-- At most one open attempt per learner and test: a second start resumes it.
CREATE UNIQUE INDEX attempts_one_open_idx ON attempts (user_id, test_id) WHERE status <> 'submitted';
-- The sweeper's "open attempts past their deadline": a running attempt's
-- deadline is never before started_at + duration, so a range on started_at
-- over the running ones is a cheap first cut.
CREATE INDEX attempts_running_idx ON attempts (started_at) WHERE status = 'ongoing';
-- A subscription's attempts per test, newest first (My Exams, limits).
CREATE INDEX attempts_subscription_idx ON attempts (subscription_id, test_id, started_at DESC);
CREATE INDEX attempts_user_idx ON attempts (user_id, started_at DESC);

-- The learner's latest answer and mark per question. `seq` is the save
-- number that wrote it: a save applies only above it, so replays and late
-- arrivals change nothing.
CREATE TABLE attempt_answers (
  attempt_id   text NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
  question_id  text NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  -- The chosen option ids, a JSON array of strings; [] when cleared.
  answer       jsonb NOT NULL DEFAULT '[]',
  marked       boolean NOT NULL DEFAULT false,
  seq          integer NOT NULL CHECK (seq > 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, question_id)
);
