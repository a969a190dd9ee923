-- Numbers and websites taken off the checker's reported lookup at their owner's request (issue 29).
-- Only the SHA-256 of the lookup key is kept, so the owner's number or website is not stored, and a
-- later report of it is never published again. The removal request itself is emptied once decided.
CREATE TABLE removed_contacts (
  hash TEXT PRIMARY KEY,
  removed_at TEXT NOT NULL
);
