-- Numbers and web addresses people reported (issue 28): the checker's range lookup
-- (app/features/checker/reported.ts). Only the SHA-256 of each number (E.164) or registrable
-- domain is kept, never the number or address itself, with a count per day and per source.
-- The daily job deletes days older than the lookup's 30-day window.
CREATE TABLE reported_counts (
  hash TEXT NOT NULL CHECK (length(hash) = 64),
  -- 'readers': reports from readers the operator approved; 'ftc': the FTC's Do Not Call data.
  source TEXT NOT NULL CHECK (source IN ('readers', 'ftc')),
  day TEXT NOT NULL CHECK (length(day) = 10),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (hash, source, day)
) WITHOUT ROWID;
CREATE INDEX reported_counts_day ON reported_counts (day);
