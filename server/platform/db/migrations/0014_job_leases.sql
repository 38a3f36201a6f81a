-- Background jobs that one server at a time should run (the checkout's
-- reconciler). A server takes the job's row when nobody holds it
-- or the holder's lease ran out (a server that died holding it), and gives
-- it back when the pass ends. Running a job twice at once must still be
-- safe: the lease only saves the work.
CREATE TABLE job_leases (
  name        text PRIMARY KEY,
  -- A random id per server process.
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
