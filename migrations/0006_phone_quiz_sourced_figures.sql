-- The closing lines of three seeded phone questions gave figures that were not true as written:
-- "$3.4 billion to fraud in 2024" (the FBI's $3.4 billion is for 2023; for 2024 it reported nearly
-- $4.9 billion) and "$18,000" average loss (a figure with no study behind it). Each line now names
-- the FBI and the year, as the site's fact list does (app/content/facts.ts). A line an operator has
-- already changed is left as it is.
UPDATE phone_quiz_questions
SET stats = 'People 60 and older told the FBI they lost nearly $4.9 billion to fraud in 2024. One call back to family can stop this scam.',
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE slug = 'grandparent-emergency'
  AND stats = 'Older adults lost $3.4 billion to fraud in 2024. One call back to family can stop this scam.';

UPDATE phone_quiz_questions
SET stats = 'The average loss people 60 and older reported to the FBI in 2024 was $83,000. A real refund never needs a stranger inside your computer or your bank account.',
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE slug = 'tech-support-refund'
  AND stats = 'The average loss for an older victim is $18,000. A real refund never needs a stranger inside your computer or your bank account.';

UPDATE phone_quiz_questions
SET stats = 'People 60 and older told the FBI they lost nearly $4.9 billion to fraud in 2024. Your bank will never ask you to move money to keep it safe.',
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE slug = 'bank-safe-account'
  AND stats = 'Older adults lost $3.4 billion to fraud in 2024. Your bank will never ask you to move money to keep it safe.';
