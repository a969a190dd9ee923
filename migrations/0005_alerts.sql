-- Scam alerts (issue 12): written by the operator, published on /alerts and emailed to confirmed
-- subscribers through a queue.

-- Subscribers get a number that never comes back (the sender pages through the list by it), a
-- private token (their confirm and unsubscribe links) and the day they left. SQLite cannot add a
-- key to a table, so the table is rebuilt. Rows from before confirmation emails keep no dates:
-- they are unconfirmed and are asked once (app/server/alerts/subscribers.server.ts).
CREATE TABLE newsletter_subscribers_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  source TEXT NOT NULL DEFAULT 'home',
  token TEXT NOT NULL UNIQUE DEFAULT (lower(hex(randomblob(16)))),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT,
  confirm_expires_at TEXT,
  unsubscribed_at TEXT
);
INSERT INTO newsletter_subscribers_next (email, source, token, created_at)
  SELECT email, source, lower(hex(randomblob(16))), created_at FROM newsletter_subscribers ORDER BY created_at;
DROP TABLE newsletter_subscribers;
ALTER TABLE newsletter_subscribers_next RENAME TO newsletter_subscribers;
CREATE INDEX newsletter_unconfirmed ON newsletter_subscribers (confirm_expires_at) WHERE confirmed_at IS NULL;
CREATE INDEX newsletter_unsubscribed ON newsletter_subscribers (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL;

CREATE TABLE alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  what_to_do TEXT NOT NULL,
  scam_type TEXT NOT NULL,
  severity TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at TEXT,
  -- Set once, when the operator sends the alert: an alert is never emailed twice.
  sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX alerts_published ON alerts (status, published_at);

-- One row per (alert, subscriber): a retry finds what was already sent and never sends it again.
-- claimed_by is the queue message that is sending the row, so a copy of that message skips it.
CREATE TABLE alert_sends (
  alert_id INTEGER NOT NULL,
  subscriber_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
  claimed_by TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (alert_id, subscriber_id)
) WITHOUT ROWID;
CREATE INDEX alert_sends_subscriber ON alert_sends (subscriber_id);

-- Every email as written, kept only when the site runs locally (SITE_URL on localhost), for /admin/outbox.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The first alert, so /alerts is not empty on a fresh site. Sources: FBI IC3 public service
-- announcement I-041224-PSA (April 12, 2024) and the FTC consumer alert "Got a text about unpaid
-- tolls? It's probably a scam" (January 2025); both checked 2026-11-23.
INSERT INTO alerts (slug, title, summary, body, what_to_do, scam_type, severity, status, published_at, sent_at, created_at, updated_at)
VALUES (
  'texts-about-unpaid-tolls',
  'Texts about unpaid road tolls are a scam',
  'A text says you owe a small toll and must pay today through a link. It is not from your toll agency. Do not tap the link.',
  'Many people are getting texts that say they owe money for a road toll. The amount is small, often under $10. The text says a late fee or a fine is coming unless you pay today, and it gives a link.

The link goes to a fake site that looks like E-ZPass, SunPass, FasTrak or another toll service. It asks for your card number. Some fake sites also ask for your driver''s license number.

In April 2024 the FBI warned about these texts. It had more than 2,000 complaints in about a month. The FTC warned again in January 2025.

Signs it is a scam:
- You did not drive on a toll road, or you already paid.
- The text rushes you with a fine or a threat to your license.
- The link does not go to the toll agency''s real website.
- The text came from a number you do not know, sometimes from another country.',
  'Do not tap the link or reply to the text.
If you are not sure, call your toll agency on the number on your statement or its real website.
Delete the text. You can forward it to 7726 (SPAM) first.
If you paid, call your bank or card company on the number on your card.
Report it at ReportFraud.ftc.gov or ic3.gov.',
  'text-scams',
  'warning',
  'published',
  '2026-11-23T00:00:00.000Z',
  NULL,
  '2026-11-23T00:00:00.000Z',
  '2026-11-23T00:00:00.000Z'
);
