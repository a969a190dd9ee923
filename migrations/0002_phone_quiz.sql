-- Phone quiz (/scam-quizzes): one row per call scenario. Options are a JSON array of 3-4 strings;
-- correct_answer is the 0-based index. Transcripts put " / " between speakers.
CREATE TABLE IF NOT EXISTS phone_quiz_questions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  scenario TEXT NOT NULL,
  transcript TEXT NOT NULL,
  question TEXT NOT NULL,
  options TEXT NOT NULL,          -- JSON array of 3-4 strings
  correct_answer INTEGER NOT NULL, -- 0-based index
  explanation TEXT NOT NULL,
  stats TEXT NOT NULL,            -- one line shown after answering
  active INTEGER NOT NULL DEFAULT 1,
  audio_url TEXT,
  audio_url_es TEXT,
  transcript_es TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT OR IGNORE INTO phone_quiz_questions
  (slug, title, scenario, transcript, question, options, correct_answer, explanation, stats, active, audio_url, position)
VALUES
(
  'grandparent-emergency',
  'Grandparent emergency',
  'Late one evening the phone rings. A young man is crying. Then a second man, who says he is a lawyer, comes on the line.',
  'Caller: Grandma? It''s me. I''m so sorry. I was in a car accident and now I''m in jail. / You: Is that you? You sound different. / Caller: My nose is broken, that''s why. Please don''t tell Mom and Dad. Here, talk to my lawyer. / Second caller: Ma''am, I''m the public defender on your grandson''s case. Bail is $8,000. The court is closing soon, so we need it today. You can pay with gift cards, or I can send a courier to pick up cash at your house. And please keep this between us. There is a gag order on the case.',
  'What should you do?',
  '["Pay the bail quickly with gift cards so he is not kept in jail overnight","Hang up and call your grandson, or his parents, on a number you already have","Give the cash to the courier, since a real person is coming to collect it","Ask the lawyer for his name and then pay"]',
  1,
  'This is the grandparent scam. Scammers find family names online and may even copy a voice with AI. Courts and lawyers never take bail in gift cards or send a courier for cash, and no real lawyer asks you to keep it from the family. Hang up and call your grandchild or his parents on a number you know. A family code word helps too.',
  'Older adults lost $3.4 billion to fraud in 2024. One call back to family can stop this scam.',
  1,
  NULL,
  1
),
(
  'medicare-card-renewal',
  'Medicare card renewal',
  'A friendly woman calls during the day. She says she is from Medicare.',
  'Caller: Hello, I''m calling from Medicare about your card. All cards are being replaced with new plastic ones, and yours will expire at the end of the month. / You: I didn''t know that. / Caller: It''s quick. I just need to confirm your Medicare number and your date of birth, and we''ll mail the new card today. If we don''t get it now, your coverage could lapse.',
  'What should you do?',
  '["Give your Medicare number so your coverage does not stop","Give only your date of birth","Hang up. Medicare will not call to ask for your Medicare number. Call 1-800-MEDICARE (1-800-633-4227) if you are unsure"]',
  2,
  'Medicare will not call you to ask for your Medicare number, and you do not need to do anything to keep your card. Scammers use the number to bill Medicare for care or equipment you never got. Hang up. If you are worried, call 1-800-MEDICARE (1-800-633-4227). You can report the call to the Senior Medicare Patrol at 1-877-808-2468.',
  'Medicare will not call to ask for your Medicare number. Treat your Medicare card like a credit card.',
  1,
  NULL,
  2
),
(
  'tech-support-refund',
  'Tech support refund',
  'A man calls and says he works for the computer support company you paid last year.',
  'Caller: Good morning. I''m calling about the computer protection plan you bought. Our company is closing, so you are owed a refund of $399. / You: Oh, really? / Caller: Yes. I just need to connect to your computer to send the money into your bank account. Please go to your computer and type in the website I give you. Then log in to your bank so I can put the refund there.',
  'What should you do?',
  '["Hang up. Do not let anyone you do not know connect to your computer or see your bank account","Let him connect, but look away when you type your bank password","Give him your bank account number instead, so he does not need your computer","Go along with it, since he knows you bought a plan"]',
  0,
  'This is a refund scam. Once he is in your computer, he will fake a too-large refund and ask you to send back the difference, often by gift card or wire. Real companies do not need to take control of your computer to give a refund. Hang up. If you already let someone connect, turn the computer off, have a trusted local shop check it, and call your bank on the number on your card.',
  'The average loss for an older victim is $18,000. A real refund never needs a stranger inside your computer or your bank account.',
  1,
  NULL,
  3
),
(
  'bank-safe-account',
  'Bank safe account',
  'A serious-sounding caller says she is from your bank''s fraud department. Your caller ID even shows your bank''s name.',
  'Caller: This is the fraud department at your bank. We''ve found that someone has broken into your account, and we believe someone inside the bank is involved. / You: Oh no. What do I do? / Caller: To protect your savings, you need to move your money to a new safe account today. I''ll give you the account number. Please don''t tell the staff at your branch. They may be part of it. And stay on the line with me while you do the transfer.',
  'What should you do?',
  '["Move the money quickly to the safe account","Move only half of the money, to be careful","Hang up. Call your bank on the number printed on your card, and never move money because a caller told you to"]',
  2,
  'Real banks never ask you to move money to a safe account, and they never ask you to keep a call secret from bank staff. Caller ID can be faked to show any name. Hang up and call your bank on the number printed on your card. If you already sent money, call your bank right away and report it to the Federal Trade Commission at reportfraud.ftc.gov.',
  'Older adults lost $3.4 billion to fraud in 2024. Your bank will never ask you to move money to keep it safe.',
  1,
  NULL,
  4
),
(
  'real-pharmacy-reminder',
  'Pharmacy reminder',
  'You get an automated call from the pharmacy where you fill your prescriptions. You ordered a refill a few days ago.',
  'Recorded voice: Hello. This is an automated message from your pharmacy. Your prescription is ready for pickup. If you have any questions, please call the pharmacy at its usual number. Thank you. Goodbye.',
  'Is this call safe?',
  '["No. Any automated call is a scam","Yes. It asks for nothing. To be sure, call the pharmacy on the number printed on your pill bottle","No. Call back the number on your caller ID and give your date of birth to check","Yes, so give your credit card number if they call back"]',
  1,
  'This is a normal reminder. It matches a refill you ordered, and it does not ask for money, your Medicare number or any personal details. If you want to check, call the pharmacy on the number printed on your pill bottle or receipt, not a number from caller ID.',
  'Tip: a call that asks for nothing and tells you to use a number you already have is a good sign.',
  1,
  NULL,
  5
);
