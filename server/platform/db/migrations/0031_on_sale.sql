-- What the shop sells is what it can deliver. An exam is ON SALE when it is
-- published (in published parents), its operator has put it on sale
-- (`for_sale`), it has a price, and its question bank holds every practice
-- test its page lists with the question count it states; a package when it
-- is published, has a price and every exam in it is on sale. Otherwise it is
-- COMING SOON: shown, never sold. The rule itself is written once, in
-- src/domain/catalog/availability.ts; the view below only reads the facts
-- it needs, so every read (catalogue, cart, checkout, admin) asks the same.
--
-- Why an explicit `for_sale`: an operator's question bank keeps a test's
-- stated count equal to the questions it holds, so a bank being written
-- would look complete after its first question. Putting an exam on sale is
-- the operator's act ("publishing its bank"), refused while the rule says no.
ALTER TABLE exams ADD COLUMN for_sale boolean NOT NULL DEFAULT false;

-- One row per exam: whether a learner may see it, the operator's switch,
-- its price, and each practice test's stated and held question counts in
-- page order ([[stated, held], …]).
CREATE VIEW exam_offers AS
  SELECT e.id AS exam_id,
    (e.published AND c.published AND (e.sub_category_id IS NULL OR EXISTS (
      SELECT 1 FROM sub_categories vs WHERE vs.id = e.sub_category_id AND vs.published))) AS visible,
    e.for_sale,
    (e.price * 100)::bigint AS price_cents,
    COALESCE((
      SELECT json_agg(json_build_array(p.question_count,
        (SELECT count(*) FROM questions q WHERE q.test_id = p.id AND q.retired_at IS NULL)) ORDER BY p.sort_order, p.name)
      FROM practice_tests p WHERE p.exam_id = e.id), '[]'::json) AS tests
  FROM exams e JOIN categories c ON c.id = e.category_id;

-- Existing shops keep selling what they can deliver: an exam whose bank
-- already holds every listed test, with its stated count, is put on sale.
UPDATE exams SET for_sale = true
WHERE EXISTS (SELECT 1 FROM practice_tests p WHERE p.exam_id = exams.id)
  AND NOT EXISTS (
    SELECT 1 FROM practice_tests p WHERE p.exam_id = exams.id AND (p.question_count = 0 OR p.question_count <> (
      SELECT count(*) FROM questions q WHERE q.test_id = p.id AND q.retired_at IS NULL)));

-- Whether an exam is on sale depends on its questions too: the public reads
-- each server keeps (migration 0021) are dropped when they change.
CREATE TRIGGER questions_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();

-- "Notify me": a learner asks to hear once when a coming-soon exam goes on
-- sale. One row per learner and exam; `sent_at` is set in the transaction
-- that records the email and the notification, so each request is answered
-- once however many servers look. Cancelling deletes the row.
CREATE TABLE on_sale_alerts (
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  exam_id     text NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  PRIMARY KEY (user_id, exam_id)
);
CREATE INDEX on_sale_alerts_waiting_idx ON on_sale_alerts (exam_id) WHERE sent_at IS NULL;
