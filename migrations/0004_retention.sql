-- Retention (app/lib/retention.ts, stated on /privacy): the daily job deletes by these dates.
-- Events are counted (the dashboard's last 30 days) and deleted by time, so time leads the index;
-- with the name beside it the count reads only the index. The old name-first index made SQLite
-- scan every event for that count.
DROP INDEX IF EXISTS events_name_created;
CREATE INDEX IF NOT EXISTS events_created ON events (created_at, name);

-- A sign-up is confirmed by the link in a confirmation email; one that is not confirmed by
-- confirm_expires_at is deleted. Rows from before confirmation emails have neither date and are
-- asked once when confirmation starts (issue 12).
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_expires_at TEXT;
CREATE INDEX IF NOT EXISTS newsletter_unconfirmed ON newsletter_subscribers (confirm_expires_at) WHERE confirmed_at IS NULL;
