-- Learning features, the columns the attempt gains. Practice
-- mode, practice sets built from a learner's mistakes, and the time spent on
-- each question (pacing). The review schedule has its own migration.

-- A test may be taken in practice mode unless its author says otherwise.
ALTER TABLE practice_tests
  ADD COLUMN practice_allowed boolean NOT NULL DEFAULT true;

-- 'exam': timed, scored, counts toward results (what every attempt was).
-- 'practice': no countdown (time is still recorded), each answer can be
-- checked once locked in, never counts toward exam results.
ALTER TABLE attempts
  ADD COLUMN mode text NOT NULL DEFAULT 'exam' CHECK (mode IN ('exam', 'practice')),
  -- The questions of a practice set (a JSON array of question ids in the
  -- order shown), e.g. "my mistakes"; NULL: the whole test.
  ADD COLUMN question_ids jsonb,
  ADD CHECK (question_ids IS NULL OR mode = 'practice');

-- One open attempt per learner, test and mode: a practice set does not block
-- (or resume) the timed attempt of the same test.
DROP INDEX attempts_one_open_idx;
CREATE UNIQUE INDEX attempts_one_open_idx ON attempts (user_id, test_id, mode) WHERE status <> 'submitted';

ALTER TABLE attempt_answers
  -- Milliseconds the learner spent on this question, summed over every
  -- visit; each save carries the time since the last one for its question.
  ADD COLUMN spent_ms bigint NOT NULL DEFAULT 0 CHECK (spent_ms >= 0),
  -- Practice mode: when the answer was locked in and its correct options and
  -- explanation shown; a locked answer cannot change.
  ADD COLUMN checked_at timestamptz;
