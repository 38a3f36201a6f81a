-- Jobs that run once per period across every server on the database (the
-- attempt sweeper, the unread-reply mail, housekeeping). A server
-- takes the job's turn by moving `expires_at` one period ahead when it has
-- passed (platform/jobs/job-turns.ts); `runs` counts the turns taken, so an
-- operator (and the two-server test) can see how often the job really ran.
ALTER TABLE job_leases ADD COLUMN runs bigint NOT NULL DEFAULT 0;
ALTER TABLE job_leases ADD COLUMN taken_at timestamptz;
