-- The admin area's catalogue: categories, sub-categories, exams
-- and packages can be unpublished (hidden from every public read, the menu
-- and search) without being removed, so learners who bought an exam keep it.
-- Every row written before this migration stays visible.
--
-- No slug history: every public address of the catalogue carries the
-- record's id after its slug (/exam-overview/{slug}/{id}, /exam/{slug}/{id},
-- /package-overview/{slug}/{id}) and the page renderer answers an address
-- whose slug is not the name's current one with a 301 to the canonical
-- address, so a renamed record's old address keeps working by itself.
ALTER TABLE categories ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE sub_categories ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE exams ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE packages ADD COLUMN published boolean NOT NULL DEFAULT true;

