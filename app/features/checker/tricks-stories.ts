/**
 * The tricks that tell a story or press you: threats, charges to call about, Medicare and government
 * money, then the people who write (tricks-people.ts), then jobs, couriers, fees, deadlines, parcels
 * and tolls, account problems, tech support. In the order the answer lists them, after tricks-asks.ts.
 */
import { CALL_A_NUMBER, type Tactic } from "./tactic";
import { PEOPLE } from "./tricks-people";

export const STORIES: readonly Tactic[] = [
  {
    id: "threat",
    strength: "strong",
    any: [
      /\b(arrest(ed)?|warrant|lawsuit|sue you|legal action|legal proceedings?|prosecut\w*|deport\w*|criminal( \p{L}+)? charges?|police will|law enforcement will|(into|under) custody|process server|person of interest|(be|been|get) served with)\b/giu,
      /\bsuspended\b[^.!?\n]{0,140}\byour (social|ssn)\b/giu,
      /\b(your|the) hearing (may|will|could) be (delayed|cancell?ed|postponed|dismissed)\b/giu,
      /\b(limited|restricted|suspended|locked|blocked|disabled) (access to )?your (online )?(account|card|access)\b/giu,
      /\b(affidavit|case|lawsuit|warrant|complaint|allegations?|tax fraud|tax evasion)\b[^.!?\n]{0,40}\b(on|in|under|against) your name\b/giu,
      /\b(missed|miss|skipped|failed to (appear|report))\b[^.!?\n]{0,60}\b(jury duty|jury service|court date)\b/giu,
      /\bjury (duty|service)\b[^.!?\n]{0,60}\b(sheriff|fine|bond|pay)\b/giu,
      /\b(case|complaint|lawsuit|charges?) (has been |have been |was |were )?(filed|registered|lodged|issued) (against|on|under) (you|your)\b/giu,
      /\b(suspend|block|freez|cancel|deactivat)\w* (your|the)( \p{L}+)? (social security number|social security|social|ssn)\b/giu,
      /\bto avoid\b[^.!?\n]{0,30}\b(lock|suspen|clos|block|terminat|deactivat|disconnect)\w*/giu,
      // Not a lock the reader sets ("will remain locked until you decide to unlock it", a "locked"
      // status) or sets off by mistyping ("locked if the password is entered incorrectly").
      /\b(accounts?|service|licen[cs]e|\p{L}*card|benefits|social security (number)?|ssn|power|electricity|utilities|registration|medicare|apple pay|apple-?id|device|membership|subscription|profile|assets)\b[^.!?\n]{0,40}\b(suspended|locked|frozen|closed|terminated|disconnected|blocked|deactivated|revoked|cancell?ed|shut off|limited|disabled|flagged|placed on hold|restricted)\b(?!["”']? status| until you (decide|choose|want)| if (the |your )?(password|passcode|pin|code|verification code|user ?id)s?\b)/giu,
      /\b(will|may|going to|we'll|about to|are|is)\s+(be\s+)?(suspend|lock|freez|clos|terminat|disconnect|block|revok|cancel|shut|disabl|limit)\w*\b[^.!?\n]{0,20}\b(your|the) (account|service|licen[cs]e|card|benefits|power|electricity|registration|social security|membership)\b/giu,
      // "Penalties and interest" is a real IRS notice's wording.
      /\b(penalt(y|ies)(?! and interest)|fined|fines|late fees?|collections|enforcement actions?|before enforcement)\b/giu,
      /\b(licen[cs]e|account|service|benefits|registration) (suspension|termination|cancellation|revocation)\b/giu,
      // "A serviceman is on his way to disconnect your electrical service"; "to stop the disconnection, pay now".
      /\b(on (his|her|their|the|our) way|coming( out)?|scheduled|sent out) to (disconnect|shut off|cut off|turn off)\b|\bto (stop|avoid|prevent) (the |a )?(disconnection|shut-?off|cut-?off)\b/giu,
      /\b(suspension|termination|cancellation|closure|deactivation) of your( \p{L}+)? (account|membership|service|card|benefits|licen[cs]e|subscription|privileges)\b/giu,
      /\bICE\b[^.!?\n]{0,80}(multa|fianza|cuotas?|deport|arrest)/gu,
    ],
  },
  {
    id: "charge-to-call",
    strength: "strong",
    any: [
      /\b(order|purchase|payment|charge|transaction|invoice|receipt|renewal|subscription|membership|plan)\b[^.!?\n]{0,80}?(\$\s?\d[\d,.]*|\bUSD\b|\b(has|have) been (placed|processed|charged|approved|renewed|debited|deducted|blocked)\b|\bwas (placed|processed|charged|approved|renewed|blocked)\b|\b(is|are) being (processed|charged|sent)\b)/giu,
      /\b(large|unusual|suspicious|big) (purchase|transaction|payment|charge|withdrawal)\b/giu,
      /\bdid you (attempt|approve|authori[sz]e|make|try|initiate|send|use)\b[^.!?\n]{0,60}\$\s?\d/giu,
      /\b(did not|didn'?t|have not|haven'?t) (make|made|authori[sz]e|authori[sz]ed|place|placed|order|ordered|recogni[sz]e|request|requested|complete|completed)\b/giu,
      /\b(invoice|transaction|order|purchase)\b[^.!?\n]{0,60}\b(charged|debited|deducted|billed)\b/giu,
      /\b(if|in case) (this|it) (was ?n'?t|was not|is not|isn'?t) you\b/giu,
      // A change you did not ask for: "Your request to close your account will be processed".
      /\b(your )?request to (close|cancel|deactivate|delete|change|reset)\b[^.!?\n]{0,20}\b(account|password|email|phone number|card|profile)\b/giu,
      /\b(to cancel|cancel (this|the|your) (order|transaction|payment|subscription|charge|renewal)|dispute (this|the) (charge|transaction)|stop (this|the) (payment|charge|transaction))\b/giu,
      /\b(account|profile|computer|device|email|identity|card|bank account|social security number|apple id|icloud|gmail)\b[^.!?\n]{0,40}\b(hacked|compromised|breached|stolen|used (for|in) (illegal|criminal|suspicious))\b/giu,
      /\b(security|data) breach\b/giu,
    ],
    with: [
      ...CALL_A_NUMBER,
      // Or a link to "verify or cancel" it.
      /\b(click|tap|visit|follow|open)\b[^.!?\n]{0,20}(\b(here|link|below|url)\b|<url>|https?:\/\/|www\.)/giu,
      /\b(re-?validate|validate|verify|confirm|cancel|secure|review) (it |this |now )?here\b/giu,
    ],
  },
  {
    id: "medicare-benefit",
    strength: "strong",
    any: [
      /\b(new|replacement|free|plastic|chip(ped)?|updated|upgraded|gold|black) medicare cards?\b/giu,
      /\bmedicare\b[^.!?\n]{0,60}\b(refund|rebate|reimbursement|owed|overpaid|overcharged|benefits? (package|upgrade)|cards? (is|are) (expiring|expired|being replaced))\b/giu,
      /\b(free|no[- ]cost|at no charge)\b[^.!?\n]{0,30}\b(back brace|knee brace|braces|genetic (test|testing|screening)|dna (test|swab|kit)|cancer screening|test kits?|diabetic supplies|hearing aids?)\b/giu,
      /\b(confirm|verify|give|provide|reply with|send|read|update|need)\b[^.!?\n]{0,20}\b(your )?(medicare|mbi)( beneficiary)?( card)? (number|id|#|identifier)\b/giu,
      /\bmedicare\b[^.!?\n]{0,40}\b(enrollment (center|department|office)|advisor|adviser|benefits (department|center|office)|specialist)\b/giu,
      /\b(did you (receive|get)|have you (received|gotten|got)) your (new )?medicare( insurance)? card\b/giu,
      /\b(patient advocate|benefits? (advisor|adviser|coordinator|specialist))\b[^.!?\n]{0,30}\b(with|from|for|at) medicare\b/giu,
      /\bmedicare card\b[^.!?\n]{0,30}\b(needs? to be|must be|will be|has been) (reactivated|renewed|replaced|updated|verified|activated|suspended|cancell?ed|deactivated)\b/giu,
    ],
  },
  {
    id: "government-payment",
    strength: "weak",
    any: [
      // The money and what to do about it are often two sentences apart ("... TREAS FUND. Further action is required").
      // Not "We only accept payments": that is the agency taking a payment.
      /\b(stimulus|relief|economic impact|government|federal|treasury|treas|covid-?19|cola|tax|grant|irs|social security|dmv|d\.m\.v\.?|motor vehicles)\b[^.!?\n]{0,40}\b(payment|check|deposit|refund|funds?|grant|money)\b[^\n]{0,120}?\b((?<!\bwe (only )?)accept|claim|receiv\w*|release|approv\w*|verify|confirm|process|eligible|qualif\w*|pending|awaiting|unclaimed|disbursed|further action)\b/giu,
      // Social Security raises benefits for the cost of living by itself: nobody applies for it.
      /\b(apply|sign up|register|verify)\b[^.!?\n]{0,30}\bcost[- ]of[- ]living (increase|adjustment|raise)\b/giu,
      // A hacked friend's grant: "I saw your name on the NCG list".
      /\b(saw|seen|found) your name on (the|a) (\p{L}+ ){0,2}list\b/giu,
      // "Current license holders are receiving their $2895 refund": money said to go to everyone like you.
      /\b(license holders|drivers|residents|citizens|seniors|retirees|taxpayers|beneficiaries)\b[^.!?\n]{0,30}\b(are )?(receiving|getting|owed|due) (their|a|an) (\$\s?\d[\d,]*\s)?(refund|rebate|payment|check|relief)\b/giu,
      /\b(eligible|qualif(y|ied)|approved|selected|chosen)\b[^.!?\n]{0,40}\b(to receive|for)\b[^.!?\n]{0,30}\b(a |an )?(free )?(u\.?s\.? )?(government |federal )?(grant|refund|payment|stimulus|relief|funds?)\b/giu,
      /\bfree (u\.?s\.? )?(government|federal) (grant|money|funds?)\b/giu,
      // "Disability Alert: Please call ... about your claim": Social Security does not text this.
      /\b(disability|ssi|ssdi) (alert|benefits?|claim|application|hearing)\b[^\n]{0,80}\b(call|contact)\b|\b(call|contact)\b[^\n]{0,60}\b(disability|ssi|ssdi) (benefits?|claim|application|hearing)\b/giu,
      /\b(pending|unclaimed) (claim|payment|refund|deposit|grant|funds)\b|\bto (disburse|release) (the |your )?(funds|payment)\b/giu,
      /\b(grants?|benefits)\b[^\n]{0,80}\b(have you heard|did you (hear|get|apply)|you (can|should|could) (apply|get|claim)|you qualify)\b/giu,
      /\b(agency|department|government|federal)\b[^\n]{0,120}\b(awarded|granted) (the sum|a (grant|sum)|you)\b|\byou have been awarded\b/giu,
    ],
    strongWith: [
      /\b(click|tap|visit|follow the link|log ?in|submit|apply|register|sign up|reply|call|text|fee|pay|have you heard|have you (received|gotten|got) (yours|it|one)|get your (check|refund|payment|money)|sum of)\b/giu,
      /https?:\/\/|www\./giu,
    ],
  },
  ...PEOPLE,
  {
    id: "job-tasks",
    strength: "strong",
    any: [
      /\b(recruit(ers?|ment|ing)|hiring|job (offer|opportunity)|part[- ]time (job|work|position|opportunity)|work from home|remote (job|work|position)|flexible (hours|time|schedule)|online (job|work))\b/giu,
    ],
    with: [
      /\$\s?\d[\d,]*[^.!?\n]{0,20}\b((per|a|an|each|every|\/) ?(day|hour|hr|task|week|order)|daily|weekly|hourly)\b/giu,
      /\bpart[- ]time\b|\b(helpers?|assistants?) (needed|wanted)\b|\bspare time\b|\b(your|a) (resume|cv)\b/giu,
      /\bcame across your (resume|cv|profile|past work|work)\w*|\b(extra|a few extra) (hours|income|cash)\b|\bpersonal assistant\b|\bare you (open|available|interested) (to|for|in)\b/giu,
      /\b(daily (pay|income|salary|earnings|wage)|earn (up to )?\$|simple tasks?|easy tasks?|(like|rate|review|rating|boost|optimi[sz]e|complete)\w* (youtube |tiktok )?(videos?|products?|apps?|hotels?|orders?|tasks?)|whatsapp|telegram|no experience (needed|required|necessary))\b/giu,
    ],
  },
  {
    id: "courier",
    strength: "strong",
    any: [
      /\b(courier|driver|agent|officer|messenger|representative|someone|a man|a woman)\b[^.!?\n]{0,40}\b(will|to|is going to|can|would) (come|stop by|pick (it )?up|collect|meet you)\b/giu,
      /\b(pick ?up|collect|hand over|give)\b[^.!?\n]{0,30}\b(the )?(cash|money|gold|gold bars|silver|envelope)\b[^.!?\n]{0,40}\b(at|from|to) (your|the) (home|house|door|address)\b/giu,
      /\b(put|place|pack|seal|wrap)\b[^.!?\n]{0,30}\b(cash|money|gold)\b[^.!?\n]{0,30}\b(box|envelope|package|bag|magazine)\b/giu,
      /\bcash\b[^.!?\n]{0,30}\b(box|envelope|courier|pick it up|pick up)\b/giu,
    ],
  },
  {
    id: "release-fee",
    strength: "weak",
    any: [
      /\b(customs|clearance|release|redelivery|re-delivery|shipping|postage|import|duty|duties|diplomatic|anti-terrorism|security|transfer|processing|handling|insurance) (fee|fees|charge|charges|cost|payment|tax)\b/giu,
      /\bpay\b[^.!?\n]{0,30}\b(customs|clearance|release|import duty|duties)\b/giu,
      /\b(held|stuck|seized|detained|waiting)\b[^.!?\n]{0,30}\b(at )?(customs|the airport|clearance)\b/giu,
    ],
    strongWith: [/\b(pay|send|gift cards?|wire|bitcoin|click|tap|visit|link|transfer|deposit)\b/giu, /https?:\/\/|www\./giu],
  },
  {
    id: "deadline",
    strength: "weak",
    any: [
      /\b(within|in the next|in) (\d+|one|two|three|twenty-?four|an?) ?(working |business )?(hours?|hrs?|minutes?|mins?)\b/giu,
      // Not "I'll pay you back as soon as possible": that is a promise, not a rush.
      // Not what the sender will do ("we'll alert you right away"), nor "Right now, you don't have to do anything".
      /(?<!\bback |\b(alert|notify|tell|contact|call|text|email) you )\b(today|tonight|immediately|right now|right away|asap|as soon as possible|final (notice|warning|reminder)|last (chance|warning|notice)|act (now|fast|quickly)|too late|expires? (today|soon|tonight)|by (midnight|end of (the )?day))\b(?!,? you (do not|don'?t) (have|need) to)/giu,
    ],
  },
  {
    id: "delivery-toll",
    strength: "weak",
    any: [
      /\b(package|parcel|shipment|delivery|item)\b[^.!?\n]{0,80}\b(could not|couldn'?t|cannot|unable to|failed|held|on hold|pending|awaiting|incomplete|returned|undeliverable|suspended|address|changed|preferences)\b/giu,
      // An unpaid toll; a utility's or the IRS's "outstanding balance" alone is not this trick.
      /\b(unpaid|outstanding|overdue)\b[^.!?\n]{0,30}\b(toll|tolls)\b|\btoll\b[^.!?\n]{0,40}\b(unpaid|outstanding|overdue)\b/giu,
      /\btolls? (balance|charges?|fees?|violation|notice|invoice|bill|due|payment)\b/giu,
      /\b(package|parcel|shipment|item)\b[^.!?\n]{0,40}\b(owed to you|for you to claim|unclaimed|assume ownership)\b/giu,
      /\b(re-?deliver(y)?|re-?schedule (the|your) delivery|update (your )?(address|delivery))\b/giu,
      /\b(unable to|failed to|could not|couldn'?t|cannot|can'?t) (be )?deliver(ed)?\b|\bdelivery (has been|was|is) (stopped|suspended|held)\b/giu,
    ],
    // Delivery companies and toll agencies do not text links asking you to pay or confirm details,
    // nor say a parcel is stopped because the address "does not match".
    strongWith: [
      /\b(confirm|update|verify|pay|settle|click|tap|visit|reschedule|schedule|resolve|set (your )?delivery|follow the link|reply)\b|\bprint (out )?(this|the) label\b/giu,
      /\baddress\b[^.!?\n]{0,30}\b(does not match|doesn'?t match|is (incorrect|incomplete|invalid|wrong)|could not be (verified|confirmed))\b/giu,
    ],
  },
  {
    id: "account-problem",
    strength: "weak",
    any: [
      /\b(unusual|suspicious|unauthori[sz]ed|irregular|strange)\s+(activity|sign-?in|log-?in|login|charges?|transactions?|access|purchases?)\b/giu,
      /\b(sign-?in|log-?in|login) (from|on) (a )?new (device|location|phone|computer)\b/giu,
      /\b(verify|confirm|validate|update|restore|reactivate|unlock|provide)\b[^.!?\n]{0,30}\b(account|identity|information|details|billing|payment)\b/giu,
      /\b(account|card)\b[^.!?\n]{0,30}\b(locked|suspended|limited|on hold|disabled|compromised|hacked|restricted)\b/giu,
      /\b(billing|payment)( method| information| details| info)?\b[^.!?\n]{0,40}\b(declined?|failed|expired|could not be (processed|verified|validated)|unable to (process|validate|verify))\b/giu,
      /\b(failed|unable) to (validate|verify|process|confirm) (the |your )?(billing|payment|card)\b/giu,
      /\b(card|account)\b[^.!?\n]{0,20}\b(charged|debited)\b[^.!?\n]{0,20}\$\s?\d/giu,
    ],
    // Asked to put your details right where the message points: the fake login page.
    strongWith: [
      /\b(update|verify|confirm|validate|restore|reactivate|re-?enter)\b[^.!?\n]{0,40}\b(here|below|via (this|the) link|at the link|using (this|the) link)\b/giu,
      /\b(click|tap) (on )?(here|below|<url>|(the |this )?link( below)?)[^.!?\n]{0,20}\b(verify|confirm|update|restore|secure|unlock)\b/giu,
      /\bplease (verify|confirm) (this|the) (transaction|purchase|payment)\s*:/giu,
    ],
  },
  {
    id: "tech-support",
    strength: "strong",
    any: [
      /\b(virus(es)?|malware|infected|trojan|spyware|pornographic|hacked|security breach)\b/giu,
      /\b(renewal|auto-?renew(al|ed)?|subscription|invoice|order)\b[^.!?\n]{0,120}\b(charged|debited|deducted|\$\s?\d)/giu,
      /\b(auto-?renew\w*|renewing|renewal)\b/giu,
      /\b(subscription|protection|licen[cs]e|antivirus)\b[^.!?\n]{0,30}\b(has expired|expired|is expiring|unprotected)\b/giu,
    ],
    with: [
      /\b(call|contact|dial|reach)\b[^.!?\n]{0,60}(\d{3}|support|technician|help ?desk|microsoft|apple|windows|geek squad|norton|mcafee|us)\b/giu,
      /\b(microsoft|windows|geek squad|norton|mcafee|tech(nical)? support|support team|technician)\b/giu,
    ],
  },
];
