-- The question bank's editor: tests, sections and versioned
-- questions written by admins. Runs the same on PGlite and PostgreSQL.
--
-- Versioned questions. A question that learners have used (an answer saved
-- in attempt_answers, a review card, or a submitted attempt's frozen result
-- naming it) is never changed or deleted: an edit writes a NEW row (version
-- n+1, `replaces` the previous row, same `original_id` lineage, same section
-- and place) and retires the old one; a removal only retires it. A question
-- nobody used is edited in place or deleted.
--
-- Which rows an attempt sees: the bank as it was when the attempt started.
-- Every attempt takes a number from `question_bank_generation` when it is
-- inserted; retiring a question and adding its next version take one number
-- too. An attempt sees a row added (since_generation) before it started and
-- not retired (retired_generation) before it started, so a learner mid-test
-- on version 1 keeps answering, saving and being scored on version 1, and
-- the next attempt gets version 2. Rows with no numbers (the seeds' and the
-- ones written before this migration) are seen by every attempt until retired.
CREATE SEQUENCE question_bank_generation;

ALTER TABLE attempts
  ADD COLUMN bank_generation bigint NOT NULL DEFAULT nextval('question_bank_generation');

ALTER TABLE questions
  ADD COLUMN version             integer NOT NULL DEFAULT 1 CHECK (version > 0),
  -- The row this version replaced (NULL for a first version).
  ADD COLUMN replaces            text REFERENCES questions(id) ON DELETE SET NULL,
  -- The first version's id, shared by every version (NULL on the first version itself):
  -- coalesce(original_id, id) names the question across its versions.
  ADD COLUMN original_id         text,
  ADD COLUMN since_generation    bigint,
  ADD COLUMN retired_generation  bigint,
  ADD COLUMN retired_at          timestamptz,
  ADD CHECK ((retired_generation IS NULL) = (retired_at IS NULL));
CREATE INDEX questions_lineage_idx ON questions ((coalesce(original_id, id)));

-- A section whose questions were all retired (they keep their answers) is
-- itself retired instead of deleted; its name is free again.
ALTER TABLE test_sections ADD COLUMN retired_at timestamptz;
ALTER TABLE test_sections DROP CONSTRAINT test_sections_test_id_name_key;
CREATE UNIQUE INDEX test_sections_current_name_idx ON test_sections (test_id, name) WHERE retired_at IS NULL;

-- A new test starts with no questions; the count follows the current questions.
ALTER TABLE practice_tests DROP CONSTRAINT practice_tests_question_count_check;
ALTER TABLE practice_tests ADD CONSTRAINT practice_tests_question_count_check CHECK (question_count >= 0);

-- "Is this question used" (server/admin/questions/versions.ts) looks answers
-- and review cards up by question; their keys start with the attempt and the learner.
CREATE INDEX attempt_answers_question_idx ON attempt_answers (question_id);
CREATE INDEX review_cards_question_idx ON review_cards (question_id);
