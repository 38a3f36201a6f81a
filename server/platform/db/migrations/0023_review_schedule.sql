-- The spaced review: one review card per learner and question,
-- scheduled by FSRS (the ts-fsrs library, server/learning/scheduling.ts).
-- A question the learner missed or marked in a submitted attempt enters the
-- schedule; each review (and each later attempt answering it) rates it and
-- moves its due date. Runs the same on PGlite and PostgreSQL.

CREATE TABLE review_cards (
  user_id          text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  question_id      text NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  -- The exam the question belongs to: its subscription decides whether the
  -- card's reviews go on (an expired one stops them, a renewal resumes them).
  exam_id          text NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  -- The subscription of the attempt that last rated it.
  subscription_id  text REFERENCES subscriptions(id) ON DELETE SET NULL,
  -- The FSRS card (ts-fsrs `Card`): when it is due, its memory state and counts.
  due              timestamptz NOT NULL,
  stability        double precision NOT NULL CHECK (stability >= 0),
  difficulty       double precision NOT NULL CHECK (difficulty >= 0),
  scheduled_days   integer NOT NULL CHECK (scheduled_days >= 0),
  learning_steps   integer NOT NULL CHECK (learning_steps >= 0),
  -- How many times it was rated: a review answers one showing (its version) only once.
  reps             integer NOT NULL CHECK (reps >= 0),
  lapses           integer NOT NULL CHECK (lapses >= 0),
  -- 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs `State`).
  state            smallint NOT NULL CHECK (state BETWEEN 0 AND 3),
  last_review      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, question_id)
);
-- "Due today" and the review session: a learner's cards of one exam by due date.
CREATE INDEX review_cards_due_idx ON review_cards (user_id, exam_id, due);

-- The submitted attempts already put into the schedule: a repeated submit,
-- or the sweeper after the learner, never rates a question twice.
CREATE TABLE review_recorded_attempts (
  attempt_id   text PRIMARY KEY REFERENCES attempts(id) ON DELETE CASCADE,
  recorded_at  timestamptz NOT NULL
);
