-- Readers' scam reports (issue 29): what happened, as the reader chose it, with the story after
-- personal details were removed (app/features/reports/redact.ts). No name, email, address or IP is
-- stored. The daily job empties `story` after 12 months; the rest (the counts) is kept.
CREATE TABLE scam_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- 'report': a reader's report; 'removal': an owner asks for their number or website to be taken off.
  kind TEXT NOT NULL DEFAULT 'report' CHECK (kind IN ('report', 'removal')),
  channel TEXT,
  claimed TEXT,
  asked TEXT,
  lost TEXT,
  state TEXT,
  for_whom TEXT,
  -- The scammer's number, address or link as typed, and its key for the checker's lookup
  -- (E.164, a registrable domain, or an email address in lower case).
  contact TEXT,
  contact_key TEXT,
  story TEXT,
  -- How many details of each kind were removed from the story (JSON), for the operator.
  removed TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The operator's name for a group of reports ("toll texts in Florida").
  pattern TEXT,
  reviewed_at TEXT
);
CREATE INDEX scam_reports_queue ON scam_reports (status, created_at);
CREATE INDEX scam_reports_key ON scam_reports (contact_key, status, created_at) WHERE contact_key IS NOT NULL;
