-- Who an account is: a learner, as every sign-up makes, or a
-- support agent, who answers the helpdesk from the desk. Agents are made by
-- the operator (or the demo seed outside production), never by signing up.
-- Existing accounts are learners.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'learner' CHECK (role IN ('learner', 'agent'));
