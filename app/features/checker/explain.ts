/**
 * What each sign means and what to do, in plain words for older readers. One entry per signal id;
 * {brand}, {decoded}, {country}, {area} and {words} are filled in from what was found.
 */
import type { SignalId } from "./types";

export interface SignalWords {
  title: string;
  why: string;
  action: string;
}

const DO_NOT_CLICK = "Do not click it. If you need that company, type its address yourself or use its app.";

export const SIGNAL_WORDS: Record<SignalId, SignalWords> = {
  "listed-word": {
    title: "It has words or a link shortener that scammers often use: {words}",
    why: "Scam links use words like these to make you worry or hurry, and shorteners to hide where a link really goes.",
    action: DO_NOT_CLICK,
  },
  "script-link": {
    title: "This is not a web address. It is a hidden program ({words})",
    why: "A link that starts with data: or javascript: runs code in your browser instead of opening a website.",
    action: "Do not open it. Delete the message it came in.",
  },
  "at-sign": {
    title: "It has words before an @ sign: {words}",
    why: "Your browser ignores everything before the @. The real website is the part after it, so the start of the link is a disguise.",
    action: DO_NOT_CLICK,
  },
  "ip-host": {
    title: "It goes to a number, not a name: {words}",
    why: "Real companies and agencies use a name like usps.com. A link to a bare number hides who runs the site.",
    action: DO_NOT_CLICK,
  },
  punycode: {
    title: "It uses letters from another alphabet. It reads: {decoded}",
    why: "Some letters from other alphabets look just like ours. Scammers use them so a fake address looks exactly like a real one.",
    action: DO_NOT_CLICK,
  },
  lookalike: {
    title: "It looks like {brand}, but it is not {brand}'s website",
    why: "The real address of {brand} is {real}. This one changes a letter, adds words, or uses a different ending to fool you.",
    action: "Do not click it. To reach {brand}, type {real} yourself or use their app.",
  },
  "brand-elsewhere": {
    title: "{brand} appears in it, but the website is really {domain}",
    why: "The name that counts is the one just before the first single slash: {domain}. Putting {brand} in front of it or after it is a trick to look real.",
    action: "Do not click it. To reach {brand}, type {real} yourself or use their app.",
  },
  shortener: {
    title: "It is a shortened link ({words})",
    why: "A short link hides where it really goes. Scammers use them so you cannot see the real address.",
    action: "Do not click it unless you asked the person for it. Ask them to send the full address.",
  },
  port: {
    title: "It has an unusual number after the name: {words}",
    why: "Everyday websites do not need a number like this. It can mean the site runs on a home computer or a hacked one.",
    action: "Do not enter any personal details on this site.",
  },
  "many-subdomains": {
    title: "It has many parts before the real name: {words}",
    why: "Long chains of words before the real website name are used to push the real name out of sight on a small screen.",
    action: "Look at the part just before the first single slash. That is who runs the site.",
  },
  "not-https": {
    title: "It does not use secure HTTPS (it starts with http://)",
    why: "Anything you type on this page can be read by others on the way. Real banks, shops and agencies use https://. But https:// alone does not prove a site is safe.",
    action: "Do not enter passwords, card numbers or personal details on it.",
  },
  "cheap-ending": {
    title: "It ends in .{words}, an ending scammers use often",
    why: "Addresses with this ending cost very little and are used for many scam sites. Agencies, banks and delivery companies use their own well-known addresses.",
    action: "Be careful. Check the name of the website very closely before you do anything.",
  },
  "bait-words": {
    title: "Its name uses words that make you act: {words}",
    why: "Scam addresses often add words like 'verify', 'secure', 'toll' or 'delivery' to look official.",
    action: "Do not trust a website because of words in its name. Go to the company's own address instead.",
  },
  "shared-host": {
    title: "Anyone can make a page at this address ({words})",
    why: "{brand} lets people make their own pages, forms or payment links here. This page belongs to whoever made it, not to {brand}. Scammers make them too.",
    action: "Do not type a password, card number or code on it. If you did not expect it, do not use it.",
  },
  redirect: {
    title: "It only passes through {brand}. It really goes to {domain}",
    why: "A link like this starts with a name you trust, then sends you on to another website. What counts is where it ends up: {domain}. We checked that address too.",
    action: "Judge the link by where it ends up. If you need that website, type its address yourself.",
  },
  "listed-words": {
    title: "It uses words common in scams: {words}",
    why: "Pressure, money, threats and requests for private details are the four things scam messages use most.",
    action: "Do not answer. Check with the company or agency using a number you already know is real.",
  },
  "gift-cards": {
    title: "It asks for gift cards",
    why: "No real business, agency or relative in trouble asks to be paid with gift cards. Only scammers do.",
    action: "Do not buy the cards. If you already did, do not share the numbers, and call the card company right away.",
  },
  "wire-crypto": {
    title: "It asks for money by wire, cryptocurrency, a Bitcoin machine, cash or a payment app",
    why: "Money sent this way is almost impossible to get back. Scammers ask for it for that reason.",
    action: "Do not send anything. Talk to someone you trust first, and call your bank if you already sent money.",
  },
  secrecy: {
    title: "It tells you to keep it secret",
    why: "Scammers ask for secrecy so no one can warn you. Real emergencies and real officials do not need you to hide things from family or the bank.",
    action: "Tell someone you trust right now, before you do anything else.",
  },
  "code-request": {
    title: "It asks you to give someone a code",
    why: "A code sent to your phone or email is a key to your account. Whoever has it can get in as you.",
    action: "Never read or send a code to anyone who contacts you. Real companies never ask for it.",
  },
  "remote-access": {
    title: "It wants to get into your computer or phone",
    why: "With a remote-access app, a stranger can see your screen, your bank and your passwords.",
    action: "Do not install anything. If you already did, turn the device off and ask a trusted helper or repair shop to check it.",
  },
  grandchild: {
    title: "It says a family member is in trouble and needs help",
    why: "Scammers pretend to be a grandchild, or a lawyer or police officer calling for them. They can even copy a voice.",
    action: "Hang up and call your family member, or another relative, on a number you already have. Ask a question only they can answer.",
  },
  "prize-fee": {
    title: "It says you won a prize or money",
    why: "If you did not enter, you did not win. A real prize never asks you to pay fees, taxes or shipping first: that payment is the scam.",
    action: "Do not pay anything and do not give your bank details.",
  },
  overpayment: {
    title: "It says you were paid too much and must send money back",
    why: "The first payment is fake or taken back later. The money you send back is your own, and it is gone.",
    action: "Do not send anything back. Call your bank using the number on your card to check your balance.",
  },
  threat: {
    title: "It threatens you with arrest, a fine or a closed account",
    why: "Scammers scare you so you act before you think. Real agencies write to you first and do not threaten arrest by phone, text or email.",
    action: "Do not answer. Call the agency or company yourself, using a number from its own website or your statement.",
  },
  deadline: {
    title: "It rushes you",
    why: "A short deadline is there to stop you from checking or asking someone.",
    action: "Slow down. Nothing real is lost by taking a day to check.",
  },
  "delivery-toll": {
    title: "It says a package is held or a toll is unpaid",
    why: "Fake delivery and toll texts are among the most common scams. They lead to pages that steal card numbers.",
    action: "Do not use the link. Check your package or toll account by typing the company's own address yourself.",
  },
  "account-problem": {
    title: "It says there is a problem with your account",
    why: "'Unusual activity' and 'verify your account' messages lead to fake login pages.",
    action: "Do not use its link or number. Open the company's app or call the number on your card.",
  },
  "tech-support": {
    title: "It warns of a virus, a hacked device or a charge, and gives a number to call",
    why: "Real companies do not send pop-ups or bills asking you to call them. The number goes to scammers.",
    action: "Do not call. Close the page. If it will not close, restart the device.",
  },
  "charge-to-call": {
    title: "It tells you about a charge, an order or a break-in you did not expect, and asks you to call, reply or click",
    why: "This is one of the most common tricks. You call or reply to stop the charge. The 'agent' then asks to get into your computer, for your bank details, or for gift cards.",
    action:
      "Do not call its number, reply to it or use its link. Check your account yourself: open the app, or call the number on your card or statement.",
  },
  "medicare-benefit": {
    title: "It is about your Medicare card, a Medicare refund, or something free from Medicare",
    why: "Medicare does not call or text to offer new cards, refunds or free braces and tests. Scammers want your Medicare number to bill Medicare in your name.",
    action:
      "Never give your Medicare number to someone who contacts you. If you are not sure, call Medicare yourself at the number on your Medicare card.",
  },
  "government-payment": {
    title: "It says a government payment, grant or refund is waiting for you",
    why: "Government agencies do not text or email you to claim money, and real benefits never cost a fee. Scammers use it to get your bank details or a payment.",
    action: "Do not click or reply. Check on the agency's own website, typed in yourself, or call the agency's real number.",
  },
  "new-number": {
    title: "Someone says they are family, writing from a new number",
    why: '"Hi Mum, this is my new number" is a well-known scam. Soon they ask for money for a bill or an emergency.',
    action: "Call your family member on the number you already have for them before you do anything.",
  },
  "friend-money": {
    title: "Someone you know asks you by message for money or a favor",
    why: "Scammers take over a friend's email or Facebook, or copy a name, and write to everyone on the list. They ask for a loan, a payment 'for them', or gift cards.",
    action: "Call the person on the number you already have for them, and ask. Do not send money or cards before you talk to them.",
  },
  "social-bait": {
    title: "It tries to make you look: a death, an accident, or a video of you",
    why: 'Scammers send shocking news or "is this you in this video?" so you click without thinking. The link steals your password or installs something bad.',
    action: "Do not click. If it came from a friend, call them: their account may have been taken over.",
  },
  "wrong-number": {
    title: "A friendly message from someone you don't know that invites you to reply",
    why: 'Many investment and romance scams start with a "wrong number" text like this. If you reply, they become friendly and later talk about money.',
    action: "If you don't know who it is, do not reply. Delete it or block the number.",
  },
  "relative-story": {
    title: "It tells a story about an inheritance, a long-lost relative, or someone far away who needs money",
    why: "Scammers pose as lawyers, long-lost family, soldiers or workers overseas. The story always ends in a fee or a request for money.",
    action: "Do not send money or your bank details. Talk it over with someone you trust.",
  },
  "job-tasks": {
    title: "It offers a job with easy pay for simple online tasks",
    why: 'Real employers do not find you by text. "Task" jobs (liking videos, rating products) pay a little at first, then ask you to pay in.',
    action: 'Do not reply or pay anything to "unlock" tasks or earnings.',
  },
  courier: {
    title: "Someone wants to come to your home to collect money, gold or cards",
    why: "No bank, agency or police officer sends a courier to pick up cash or gold. This is a fast-growing scam aimed at older adults.",
    action: "Do not hand anything over. Call the police on 911 if someone is on the way, and tell a family member.",
  },
  "release-fee": {
    title: "It asks for a fee to release a parcel, a prize or a gift",
    why: "Scammers invent customs, clearance or release fees. Once you pay one fee, another follows.",
    action: "Do not pay. If you expect a parcel, check it on the carrier's own website, typed in yourself.",
  },
  "sender-address": {
    title: "It has an email address: {words}",
    why: "The part after the @ is checked like a website below. A scammer's address can look almost like a real company's.",
    action: "Do not reply. Contact the company on a number or website you already know.",
  },
  "link-in-message": {
    title: "It has a link: {words}",
    why: "The link is checked on its own below.",
    action: "Do not click links in messages you did not expect.",
  },
  "phone-in-message": {
    title: "It asks you to call or text a number in the message: {words}",
    why: "A number in a scam message goes to the scammer, not the company.",
    action: "Only call a number you find yourself: on your card, a statement, or the company's own website.",
  },
  "one-ring": {
    title: "Area code {area} is not in the United States. It is in {country}",
    why: "It looks like a U.S. number, but calling back can cost a lot. Scammers call once and hang up so you call back.",
    action: "Do not call back. If it matters, they will leave a message.",
  },
  international: {
    title: "This number is in {country}",
    why: "Calls and texts from abroad are common in scams. Calling back can be costly.",
    action: "Do not call back unless you know someone there.",
  },
  premium: {
    title: "It is a pay-per-call number ({words})",
    why: "Calls to 900 numbers and 976 numbers are charged by the minute, often a lot.",
    action: "Do not call it.",
  },
  "short-code": {
    title: "This is a text short code ({words}), and not one we know",
    why: "Companies send texts from 5- or 6-digit short codes. We cannot tell whose this one is, and a text from a short code can still be a scam.",
    action: "Look for the code on the company's own website. Do not use a link in the text.",
  },
  "not-a-number": {
    title: "This is not a full phone number",
    why: "A U.S. number has 10 digits (11 with a 1 in front). Numbers from abroad start with +.",
    action: "Check the digits you pasted.",
  },
};

/** Fills {name} slots; a slot with no value is left out. */
export function fill(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}
