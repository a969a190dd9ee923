/**
 * The tricks that name what they want of you: gift cards, a wire or crypto, secrecy, a code, your
 * screen, money for a grandchild or a prize, money sent back. In the order the answer lists them.
 */
import type { Tactic } from "./tactic";

export const ASKS: readonly Tactic[] = [
  {
    id: "gift-cards",
    strength: "strong",
    any: [
      /\be?-?gift ?cards?\b/giu,
      /\b(itunes|google play|steam|vanilla|razer gold|apple|target|walmart|ebay|best buy|amazon) (gift )?cards?\b/giu,
      // Not "call us at the number on the back of your card": that is the advice itself.
      /(?<!\b(call|calling|dial|at|using|use)( us| them)?( at)? the )\b(scratch|numbers?|pins?|codes?) (off |on |from )?the back\b/giu,
      /\b(reloadable|prepaid|green dot|moneypak) (debit |visa |gift )?cards?\b/giu,
      /\bcash cards?\b/giu,
      /\b(itunes|google play|steam|vanilla|razer gold|apple|amazon|ebay) (e-?)?gift\b/giu,
      // A hacked friend's first note: "May I ask a favor? Do you shop on Amazon?"
      /\b(do|can|could) you (shop|go|order|buy) (on|at|to|from)\b[^.!?\n]{0,30}\b(amazon|walmart|target|cvs|walgreens|best buy|ebay|itunes|a store)\b/giu,
      /\b(get|buy|pick up|purchase) (it|them|one|some)( for me)? (from|at|in) any (store|shop)\b/giu,
      /\b(pictures?|photos?|snaps?|images?) of (each|the|all the|both) (gift )?cards?\b|\b(peel|scratch)\b[^.!?\n]{0,30}\bback of the cards?\b/giu,
    ],
  },
  {
    id: "wire-crypto",
    strength: "strong",
    any: [
      /\bwire (transfer|the money|money|funds|it)\b/giu,
      /\bwire transfers?\b|\bwired (to|me|it)\b|\bwire me\b/giu,
      /\b(bitcoin|btc|crypto ?currenc(y|ies)|crypto|usdt|tether|ethereum)\b/giu,
      /\b(bitcoin|crypto) (atm|machine|kiosk)s?\b/giu,
      /\b(send|pay|transfer|deposit)\b[^.!?\n]{0,40}\b(zelle|cash ?app|venmo|western union|moneygram|walmart2walmart)\b/giu,
      /\b(guaranteed|huge|high) (returns?|profits?)\b/giu,
      /\b(through|via|by|using) (western union|moneygram|zelle|cash ?app|venmo)\b/giu,
      /\bdouble your (money|investment)\b/giu,
      /\b\d{2,4} ?% (profit|return|gain)s?\b|\b(is going to|will|set to|about to) (double|triple|skyrocket)\b/giu,
      /\b(safe|secure|protected) account\b/giu,
    ],
  },
  {
    id: "secrecy",
    strength: "strong",
    any: [
      /\b(don'?t|dont|do not|please don'?t) (tell|let|inform|say (anything|this) to|mention (this|it) to|call)\b[^.!?\n]{0,25}\b(anyone|anybody|mom|mum|dad|mother|father|family|parents?|bank|teller|police|no ?one|grandpa|grandma|know)\b/giu,
      /\bkeep (this|it|our conversation) (a )?(secret|quiet|confidential|private|between us)\b/giu,
      /\b(between (you and me|us)|tell no one|gag order|you are not allowed to (tell|discuss))\b/giu,
      /\bconfidentiality (would be|is) (appreciated|required|important|needed)\b/giu,
      /\b(manage|handle|treat) (it |this )?(confidentially|discreetly)\b/giu,
      /\bif (the )?(bank|teller|anyone|they) asks?\b/giu,
    ],
  },
  {
    id: "code-request",
    strength: "strong",
    any: [
      // Not "We will send a one-time code to that phone": that is the real site sending it.
      /(?<!\bwe (will|'ll|can|may) )\b(send|give|tell|read|share|forward|provide|reply with|text|confirm)\b(?! you\b)[^.!?\n]{0,30}\b(the |that |this |a )?(\d-digit |verification |security |one-time |login |google )?(code|passcode|otp)\b/giu,
      /\b(help me|can you|could you) (get|receive)\b[^.!?\n]{0,20}\bcode\b/giu,
      /\b(sent|texted) (to )?you (a |the |my )?(\w+[- ]digit |verification |security )?code\b[^.!?\n]{0,30}\bby mistake\b/giu,
      /\bwhat('s| is) the code\b/giu,
      // "Copy the message Instagram sends you and send it to me": the code inside it opens your account.
      /\b(message|text|code|link)\b[^.!?\n]{0,30}\b(sends?|sent|texts?|gives?) you\b[^.!?\n]{0,30}\b(send|forward|give)\b[^.!?\n]{0,15}\bto me\b/giu,
    ],
  },
  {
    id: "remote-access",
    strength: "strong",
    any: [
      /\b(anydesk|teamviewer|ultraviewer|logmein|gotoassist|zoho assist|supremo|quick ?assist|screenconnect|connectwise|rustdesk|remote ?pc)\b/giu,
      /\bremote (access|desktop|control|support|connection)\b/giu,
      /\b(let|allow|give) (me|us|our (technician|tech|agent))\b[^.!?\n]{0,30}\b(access|into|control|connect)\b/giu,
    ],
  },
  {
    id: "grandchild",
    strength: "strong",
    any: [
      /\b(grandma|grandpa|granny|nana|gram|gramps|grammy|granddad|grandmother|grandfather|grandson|granddaughter|grandchild|grandkid|grandparents?)\b/giu,
      /\b(it'?s|its|this is) (me|your ([a-z]+ )?(grandson|granddaughter|son|daughter|nephew|niece|grandchild|cousin))\b/giu,
      // The excuse for a voice that does not sound right: the call is not from who it says.
      /\b(why|that'?s why|because) I sound (different|funny|strange|weird)\b|\b(bad|terrible|awful) cold\b|\bbroke my nose\b/giu,
      /\b(I'?ve got|I have|we have|we'?ve got|we are holding) your (son|daughter|grandson|granddaughter|child|kid|husband|wife|mother|father)\b/giu,
      /\b(hi|hey|hello) (mum|mom|dad)\b/giu,
      /\bI('m| am| was| got)? (in jail|arrested|in the hospital|in trouble|in an accident)\b/giu,
      /\bI had (an|a car) accident\b/giu,
    ],
    with: [
      /\b(jail|bail|arrested|accident|wreck|crash|hospital|doctor|lawyer|attorney|public defender|patrolman|officer|in trouble|need (your )?help|need money|stranded|lost my (phone|wallet)|new (phone|number)|work phone|dropped my|broke(n)? my|text me (here|on|at)|police|court|fees?)\b/giu,
    ],
    // "Grandma fell and is in the hospital" is family news; the scam asks for something, or tells its story.
    asks: [
      /\b(need|needs|help|send|money|cash|bail|pay|fees?|fine|lawyer|attorney|wire|gift|card|transfer|call (me|him|her|this)|text me|don'?t tell|keep (this|it)|secret|please|can you|could you|will you)\b|\$\s?\d/giu,
      /\b(jail|arrested|police|patrolman|officer|court|accident|wreck|crash|sound (different|funny|strange|weird)|broke my nose|bad cold|(I'?ve got|I have|we have|we'?ve got) your)\b/giu,
    ],
  },
  {
    id: "prize-fee",
    strength: "strong",
    any: [
      /\b(won|winner|winnings|prize|lottery|sweepstakes|jackpot|windfall|inheritance|grant|award(ed)?|claim your|selected to receive|publishers clearing house)\b/giu,
      /\b(reward|gift card|prize)\b[^.!?\n]{0,40}\b(survey|questionnaire)\b/giu,
    ],
    with: [
      /\b(fee|fees|tax|taxes|processing|shipping|handling|customs|insurance|release|clearance|pay|send|deposit|claim|collect|call|contact|reply|text|winnings|congratulations|million)\b/giu,
      /\$\s?\d{1,3}(,\d{3}){2,}/giu,
      /\$\s?\d{2,3},\d{3}\b|\b(has|have) won\b|\bprize patrol\b|\byou('ve| have)? (just )?won\b|\b(selected|chosen) (at random|randomly)\b|\byou (have been|were) (selected|chosen)\b|\bsurvey\b/giu,
    ],
  },
  {
    id: "overpayment",
    strength: "strong",
    any: [
      /\b(overpa(id|yment)|paid (you )?too much|sent (you )?too much|extra (money|amount)|accidentally (sent|transferred|deposited|refunded|added)|refunded? (you )?(too much|by mistake|in error)|send (back|the difference|the rest)|return the (extra|difference|excess|rest))\b/giu,
      // The marketplace trick: "upgrade to a Zelle business account for $300", then refund the buyer.
      /\b(upgrade|switch|convert)\b[^.!?\n]{0,30}\bbusiness account\b/giu,
    ],
  },
];
