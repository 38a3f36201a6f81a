-- What a learner may buy: exactly what a learner may see. The
-- catalogue's public reads show an exam only when it is published, in a
-- published category and, when filed under one, a published sub-category
-- (server/catalog/exam-cards.ts, PUBLIC_EXAM_CONDITION), and a package only
-- when it is published. The cart reads its lines through these views, so an
-- exam or package an admin unpublishes can no longer be added, priced or
-- paid for (a line already in a cart drops out of it, as a removed item does).
CREATE VIEW exams_for_sale AS
  SELECT e.* FROM exams e
  JOIN categories c ON c.id = e.category_id
  WHERE e.published AND c.published AND (e.sub_category_id IS NULL OR EXISTS (
    SELECT 1 FROM sub_categories vs WHERE vs.id = e.sub_category_id AND vs.published));

CREATE VIEW packages_for_sale AS
  SELECT p.* FROM packages p WHERE p.published;
