import { CONFIRMATION_DAYS, PAGE_MEMORY_MINUTES, RETENTION_DAYS } from "~/lib/retention";

/** The About page: a mission hero and a short mission text. */
export const ABOUT = {
  title: "About us",
  mission: "Our mission: no one should lose their savings, or their peace of mind, to a scammer.",
  sections: [
    {
      heading: "Why this site exists",
      paragraphs: [
        "Scammers target older adults because many have savings, a good credit history and a trusting, polite nature. The calls, texts and messages keep changing, and they are getting harder to spot.",
        "We explain how each scam works in plain words, with short steps you can follow even when you feel rushed or frightened. If you are reading this because something strange just happened: stop, take a breath, and do not send money or share any details until you have checked.",
      ],
    },
    {
      heading: "Who we write for",
      paragraphs: [
        "Older adults who want to know whether a call or message is real. Their sons, daughters, friends and caregivers who want to help without taking over. And the people who work with older adults every day, at banks, senior centers and libraries.",
      ],
    },
    {
      heading: "How we keep it accurate",
      paragraphs: [
        "Our advice follows the guidance of official bodies such as the Federal Trade Commission (FTC), the FBI's Internet Crime Complaint Center (IC3), the Consumer Financial Protection Bureau and AARP's Fraud Watch Network. Every phone number and website on this site belongs to the organization we name next to it.",
        "We review our guides regularly and update them when scammers change their tricks. Each page shows when it last changed.",
      ],
    },
    {
      heading: "What we will never do",
      paragraphs: [
        "We will never call you, text you, or ask you for money, passwords or account numbers. We do not sell anything, and we never sell or share your information. If someone contacts you claiming to be us, it is a scam.",
      ],
    },
  ],
} as const;

/** The Privacy page: data is never sold, only essential cookies. Keep it true to the code. */
export const PRIVACY = {
  title: "Privacy",
  promise: "We never sell your data, and we use only essential cookies.",
  updated: "2026-11-27",
  sections: [
    {
      heading: "What we store, and why",
      items: [
        `Your email address, if you sign up for scam alerts, with the date you signed up, the date you confirmed, and the language you chose for the alerts (English or Spanish). We use it only to send the alerts. We first email you a link to confirm; an address that is not confirmed within ${CONFIRMATION_DAYS} days is deleted.`,
        `Which alerts we sent to your address, as numbers only (no words from the email), so an alert is never sent to you twice.`,
        `If you stop the alerts, we keep your address for ${RETENTION_DAYS.unsubscribed} days so an alert already on its way is not sent to you, and then we delete it. You can delete it at once instead, from the same page.`,
        "We send the alerts through Cloudflare's email service. Our emails have no tracking pixels and no pictures from other sites, so we never learn whether you opened them.",
        `A count of how the site is used, such as "someone searched" or "someone shared a page". These records hold the name of the action and a few details about it, like the search words or which page was shared. They never hold your IP address, a cookie, or anything that identifies you. We delete them after ${RETENTION_DAYS.events} days.`,
        `A search results page, for up to ${PAGE_MEMORY_MINUTES} minutes in our server's short-term memory, so the next person who searches the same words gets it faster. It holds the search words and the results, never who searched, and it is never written to a log or a disk.`,
        'Your text-size choice, in a small cookie named "text-size", so pages open at the size you picked. It holds only the words normal, large or larger.',
        'Your quiz scores, in a small cookie named "quiz-progress" on your own device, so your progress and certificate are still there when you come back. We do not keep your scores.',
        "If your browser is set to Spanish first and you close the line “¿Prefiere leer en español?”, only that choice, in your own browser on this device, so the line does not come back. It is never sent to us.",
        "The boxes you tick on a checklist (on pages like If You're Targeted and the Recovery Hub), only in your own browser on this device, so your ticks are still there when you come back. They are never sent to us, and they do not follow you to another phone or computer. To clear them, press “Clear my ticks” under the list, or clear this site's data in your browser settings.",
        `Scam reports you send with "Tell us about a scam". We keep your answers: how they reached you, who they said they were, what they asked for, and the money range and state if you gave them. We keep the number, address or link they used, and what happened in your words. Before we save your words, we take out email addresses, card and account numbers, and Social Security numbers. We also take out birth dates, street addresses, names, and phone numbers other than the scammer's. We never store your name, email or internet address. A person checks every report before anything from it is shown. A scammer's number or website is shown only after at least 3 reports. We delete the words of a report after ${Math.round(RETENTION_DAYS.reportStories / 30.4)} months and keep only the answers, to count scams. If you ask us to take your own number or website off our list, we delete your request, with your number and your words, as soon as we have decided. If we take it off, we keep only its scrambled code (see below), so it is not shown again.`,
        `Messages you send us with the contact form: your name, email address, phone number if you give one, the topic and your message. We use them only to answer you, and we delete them ${RETENTION_DAYS.contactMessages} days after they arrive.`,
        "To stop floods of messages and people guessing the operator's password, we count how often a connection sends a message, signs up or tries to sign in. The count is kept under a scrambled code made from your internet address with a secret key, never the address itself, and it is deleted within 15 minutes of the last try.",
      ],
    },
    {
      heading: "What we do not store",
      items: [
        "Anything you paste into the checker (/check), the link checker or the message analyzer. With JavaScript on, the check runs on your own device and what you paste is never sent to us; we count only the kind of thing checked (link, message or phone number) and the answer (warning, be careful, or official). Without JavaScript, your device sends it to our server, which checks it, answers, and forgets it: it is never saved or written to a log.",
        `Whether a number, web address or email address you check was reported. To look it up, your device turns the number, the website's name or the email address into a scrambled code (a SHA-256 hash) and sends us only its first 5 characters. Thousands of different numbers share those 5 characters, so we cannot tell which one you checked. We send back every reported code that starts with them, with its count, and your device compares them with its own. Without JavaScript, our server does the same while it answers, and keeps nothing. Our list of reported numbers holds only such codes and daily counts, from readers' reports we approved and from the FTC's public list of unwanted-call complaints, and we delete each count after ${RETENTION_DAYS.reported} days.`,
        "Your answers to the quizzes, and the name you type on a certificate.",
        "Your answers on the Get Help Now questions. They travel only in the page's web address, so your plan can be made; we do not save them, and the plan and its PDF are made fresh each time and never kept. Your browser's history may keep the address: use a private window if you share the device.",
        "Your family code word, and the names and numbers you type for the wallet card or fridge sheet. They are used to make the page or the file and then forgotten.",
        "We do not use advertising cookies, tracking pixels or third-party analytics.",
      ],
    },
    {
      heading: "Do Not Track",
      items: [
        "If your browser sends a Do Not Track or Global Privacy Control signal, we do not record any usage counts from your visit at all.",
      ],
    },
    {
      heading: "Our hosting provider",
      items: [
        "The site runs on Cloudflare. To deliver pages and block attacks, Cloudflare briefly processes technical details such as your IP address. We do not receive or keep them.",
        "Share buttons open Facebook, Twitter or LinkedIn only when you choose them. Those sites have their own privacy policies.",
      ],
    },
    {
      heading: "Your choices",
      items: [
        'To leave the email list, use the "Stop these emails" link at the bottom of any alert: one click, no sign-in. On that page you can also delete your address completely. You can also write to us from the Contact page.',
        "You can clear the text-size cookie at any time in your browser settings.",
      ],
    },
  ],
} as const;
