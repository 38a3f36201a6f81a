-- The answer key is part of what is sold: once a correct answer of an exam
-- (its correct options or explanation) was shown to the learner, the order
-- that granted it can no longer be refunded (src/domain/attempt/answer-key.ts).
-- One row per exam subscription: the FIRST time its key was shown and how,
-- written in the same transaction as the reveal (a practice check, a spaced
-- review's answer) or before a read answers it (the result and review).
CREATE TABLE answer_key_reveals (
  subscription_id  text PRIMARY KEY REFERENCES subscriptions(id) ON DELETE CASCADE,
  how              text NOT NULL CHECK (how IN ('practiceCheck', 'review', 'spacedReview')),
  shown_at         timestamptz NOT NULL
);

-- Practice checks made before this table existed showed their keys too.
INSERT INTO answer_key_reveals (subscription_id, how, shown_at)
  SELECT a.subscription_id, 'practiceCheck', min(aa.checked_at)
  FROM attempt_answers aa JOIN attempts a ON a.id = aa.attempt_id
  WHERE aa.checked_at IS NOT NULL
  GROUP BY a.subscription_id;
