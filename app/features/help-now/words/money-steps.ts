/**
 * The plan's steps that stop money already sent: the call to the bank, and how to stop each kind of
 * payment (the FTC's "What To Do if You Were Scammed" and the other pages in sources.ts). Texts may
 * say {you}/{your}: a helper's plan reads "they"/"their".
 */
import type { Payment } from "../help-now";
import type { BankCall, StepContent } from "../data";
import { LINK, PHONE } from "./contacts";

/**
 * The call to the bank. It comes first when money left by bank wire or transfer, or a bank login
 * was shared: a recall works only in the first hours, and a scammer with the login can move more.
 */
export const BANK_CALL: BankCall = {
  id: "bank-call",
  when: "now",
  title: "Call {your} bank now, on the number on {your} card",
  text: "Use the number on the back of {your} bank card or on a statement, never one the caller gave. Most banks answer day and night. Say: “I have been scammed.” Then:",
  asks: {
    transfer:
      "Ask them to recall the wire or stop the transfer, and to contact the bank that got the money. For Zelle, the bank is the place to call.",
    login: "Ask them to lock {your} online banking, block {your} cards and help {you} set a new password.",
    remote: "Tell them a scammer was in {your} computer.",
    watch: "Ask them to watch {your} accounts for transfers {you} did not make.",
  },
};

export const STOP_MONEY: Readonly<Record<Payment, readonly StepContent[]>> = {
  "gift-card": [
    {
      id: "gift-card-company",
      when: "now",
      title: "Call the company that issued the gift card",
      text: "That is the name on the card, such as Apple, Google Play, Amazon or Target, not the store that sold it: the store usually cannot help. Use the phone number on the back of the card or on the company's own website. Tell them the card was used in a scam and ask them to freeze the money and give it back. Keep the cards and the store receipts: the company needs the numbers on them. Report it even if it happened a while ago.",
      links: [LINK.ftcGiftCards],
    },
  ],
  wire: [
    {
      id: "wire-company",
      when: "now",
      title: "Call the money transfer company",
      text: "Tell them the transfer was a fraud. Ask them to stop it and to give the money back. Have the transfer number (on the receipt) ready.",
      contacts: [PHONE.westernUnion, PHONE.moneyGram, PHONE.ria],
    },
  ],
  "bank-transfer": [
    {
      // The same id as the FBI report route, so a plan with a bank wire names the FBI once, here.
      id: "ic3",
      when: "today",
      title: "Report a bank wire to the FBI at {{fact:ic3Site}} today",
      text: "Report it the same day, with the bank details of the account the money went to. When the money went to a bank account in the U.S., the FBI's Recovery Asset Team can ask that bank to freeze it, but only if the report comes in fast. For a wire of $50,000 or more sent to another country, the FBI may try to get it back if {your} bank has started a recall and the wire was sent in the last 72 hours. If {you} are 60 or older, the National Elder Fraud Hotline can help {you} fill in the report.",
      links: [LINK.ic3],
    },
  ],
  "payment-app": [
    {
      id: "payment-app",
      when: "now",
      title: "Report the payment in the app",
      text: "Open Venmo, Cash App or PayPal and report the payment as a scam. Ask the company to reverse it. If the app is linked to a credit or debit card, also call the bank or card company on the number on the back of the card.",
    },
  ],
  card: [
    {
      id: "card-dispute",
      when: "now",
      title: "Call the card company and dispute the charge",
      text: "Call the number on the back of the card. Tell them the charge was a fraud and ask them to reverse it and send a new card. Do it today: the sooner {you} report it, the better {your} protection.",
    },
  ],
  crypto: [
    {
      id: "crypto-company",
      when: "now",
      title: "Call the company {you} used to send the crypto",
      text: "If {you} used a Bitcoin ATM, call the company that runs the machine; look for its name on the machine or the receipt. If {you} used an app or exchange, report it there. Ask them to stop or reverse the payment. Keep every receipt. Crypto payments are hard to get back, so report it quickly.",
    },
  ],
  cash: [
    {
      id: "cash-by-mail",
      when: "now",
      title: "If the cash went by mail: ask the Postal Inspection Service to stop it",
      text: "Call the U.S. Postal Inspection Service right away and ask them to stop the package. Have the tracking number ready. If {you} used another delivery company, call that company's number from its own website or the receipt.",
      contacts: [PHONE.uspis],
    },
    {
      id: "cash-courier",
      when: "now",
      title: "If a courier took the money, or is coming: call the police",
      text: "Do not open the door to a courier. If someone is on the way or at the door to collect cash, gold or a package, call 911. If the courier has already left, call the police and tell them what happened and what the courier looked like.",
      contacts: [PHONE.emergency],
    },
  ],
};
