-- The helpdesk's attachment quota counts a learner's files of the last 24
-- hours and in all on every upload (server/helpdesk/service.ts upload): by
-- uploader, newest first.
CREATE INDEX ticket_attachments_uploader_idx ON ticket_attachments (uploader_id, created_at);
