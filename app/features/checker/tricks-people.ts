/**
 * The tricks told as someone who writes to you: family on a new number, a friend who needs money or
 * a favor, bait about a death or a video of you, a stranger's friendly opener, a relative far away
 * with a fortune or a debt. Listed in tricks-stories.ts between government money and jobs.
 */
import type { Tactic } from "./tactic";

export const PEOPLE: readonly Tactic[] = [
  {
    id: "new-number",
    strength: "strong",
    any: [
      /\b(this is|it'?s|here'?s) (my|me on (a|my)) new (number|phone|mobile|cell)\b/giu,
      /\b(my )?(new|temporary|temp) (number|phone|mobile|cell)\b[^.!?\n]{0,50}\b(save|delete|old (one|number|phone)|lost|broke|dropped|stolen|water)\b/giu,
      /\b(lost|broke|dropped|smashed|cracked|damaged) my (phone|mobile|cell)\b/giu,
      /\b(texting|messaging|writing) (you )?(from|off|on) (a|my) (friend'?s|mate'?s|new|work|different|borrowed) (phone|number|mobile)\b/giu,
      /\b(phone|mobile|cell)\b[^.!?\n]{0,20}\b(water[- ]damaged|broken|broke|smashed|died|stolen)\b/giu,
      /\b(temp|temporary|new) (no|num)\b\.?|\bmessage my new number\b/giu,
    ],
    with: [
      /\b(mum|mom|dad|mummy|mommy|mama|papa|mother|father|grandma|grandpa|nan|nana|auntie?|uncle|son|daughter)\b/giu,
      /\b(need|help|favou?r|send|pay|bill|transfer|money|urgent|asap)\b/giu,
    ],
  },
  {
    // A friend's hacked account or a copied name: "send this payment for me", "lend me $150".
    id: "friend-money",
    // "Dad, can I borrow $25?" is often real; a payment app, gift cards, a rush or a payment "for me" is not.
    strength: "weak",
    any: [
      /\b(can|could|would|will) you (please )?(lend|loan|spot|front) me\b|\b(lend|loan) me (some|\$|money|a few)\b/giu,
      /\bI('ll| will| can| could| would) (pay|give) (you |it )?(it |that |the money )?back\b|\bpay you back\b|\b(refund|reimburse|repay) (it to )?you\b/giu,
      /\b(send|make|do) (this|a|the) (payment|transfer) for me\b/giu,
      /\blocked out of my (bank|banking|online banking|account|app)\b/giu,
      /\bmy (card|bank card|debit card|credit card|bank account|account) (is not|isn'?t|won'?t|doesn'?t|is) (working|work|go(ing)? through|declined|blocked)\b/giu,
      /\b(can|could|may) I ask (you )?(for )?a (quick |small |little |big )?favou?r\b/giu,
      // A copied pastor's or boss's opener: a favor, or "tied up in a meeting", then the ask.
      /\bI (need|have) a (quick |small |little |big )?favou?r\b|\b(tied up|stuck) in an? (meeting|conference( call)?)\b/giu,
    ],
    with: [
      /\b(money|pay|payment|send|transfer|gift|cards?|cash|zelle|venmo|cash ?app|paypal|loan|lend|bank|buy|purchase|store)\b|\$\s?\d/giu,
      /\b(favou?r|text me back|let me know if you get this)\b/giu,
    ],
    strongWith: [
      /\b(gift ?cards?|zelle|venmo|cash ?app|paypal|wire|bitcoin|crypto|western union|moneygram|right now|right away|asap|urgent\w*|today|tonight|locked out|for me|can'?t (call|talk)|don'?t tell)\b/giu,
      // "Text me back as soon as possible", but not "I'll pay you back as soon as possible".
      /(?<!\b(pay|paying|give|giving) (you |it |that )?back )\bas soon as (possible|you (get|see|read) (this|it))\b|\breturn my (text|message)\b|\btext me back\b/giu,
    ],
  },
  {
    id: "social-bait",
    strength: "strong",
    any: [
      /\b(is|was|isn'?t|wasn'?t) (this|that|it) (really )?you\b/giu,
      /\b(died|was killed|passed away) in an? (accident|crash|fire)\b/giu,
      /\b(look|see) (who|what) (just )?(died|passed away|happened)\b/giu,
      /\byou\b[^.!?\n]{0,20}\b(in|on) (this|the|a) (video|photo|clip|picture)\b/giu,
      /\b(passed away|died|was killed|had an accident) (this morning|last night|today|yesterday)\b/giu,
      /\b(so|very|really) sad\b[^.!?\n]{0,40}\b(died|passed away|accident|rip)\b/giu,
    ],
    with: [/https?:\/\/|www\.|\b(watch|look|see|saw|click|tap|open|link|video|know (him|her|them))\b/giu],
  },
  {
    id: "wrong-number",
    strength: "strong",
    maxLength: 300,
    any: [
      // "Is this Linda?", not "Are you due a refund this year?" (a question about you, not a name).
      /^\s*(hi|hello|hey|good (morning|afternoon|evening))?[,!.]?\s*(is this|are you|is that|am I (speaking|talking) (to|with)) (mr\.? |mrs\.? |ms\.? |miss |dr\.? )?(?!(due|owed|eligible|entitled|sure|ready|aware|able|still|interested|looking|getting|having|over|under|behind|worried|tired|a|an|the|in|on|at|one)\b)[a-z]+\b[^.!?\n]{0,20}\?/giu,
      /\b(are we still on|still on for|are you (still )?coming (to|over)|don'?t forget (our|the) (dinner|lunch|meeting|golf|appointment))\b/giu,
      /\b(sorry|oops|apologies),? (wrong number|I (think I )?(have|got|had|texted) the wrong (number|person))\b/giu,
      /\b(got|found|saw) your (number|contact) (from|in|on)\b/giu,
      // "Sophie gave me your number"; a stranger asking to be friends.
      /\b[a-z]+ (gave|passed|sent) me your (number|contact|info)\b|\b(send|accept) me a friend request\b|\bI (tried|try) (adding|to add) you\b/giu,
      /\b(are we still (meeting|on|going)|you (still )?coming (for|to) (dinner|lunch|the)|(can|could|may) I (make|book|get|schedule) an appointment)\b/giu,
      // A first name, then a greeting: "Una, good evening, tomorrow the contract time is moved".
      /^\s*\p{Lu}\p{Ll}+, (good (morning|afternoon|evening)|hi|hello)\b/gu,
      // "Hey, Kevin, what time are we playing golf tomorrow?": plans with a name that is not yours.
      /^\s*(hi|hey|hello)[,!]?\s+\p{Lu}\p{Ll}+[,!.]?\s+(what time|are we|when are we|is it still)\b/giu,
      // A stranger's flattery with a name and age: the start of a romance or investment scam.
      /\bI'?m a friend of\b[^.!?\n]{0,30}[.!,]?\s*(he|she|they) (told|said|gave|mentioned)\b|\bmy name is \p{L}+,? (and )?I'?m \d{2}\b|\bI can tell (that )?you are an? (kind|nice|friendly|good|lovely|sweet) person\b/giu,
    ],
  },
  {
    id: "relative-story",
    strength: "strong",
    any: [
      /\b(long[- ]lost|distant) (relative|cousin|uncle|aunt|family member)\b/giu,
      // The hacked email's stranded friend: "my trip to England to visit my ill cousin".
      /\b(trip|travell?ed|flew|came|went) to\b[^.!?\n]{0,40}\b(visit|see|be with)\b[^.!?\n]{0,10}\bmy (ill|sick|dying|hospitali[sz]ed|ailing)\b/giu,
      // The stranded traveller: robbed abroad, a hotel bill to pay.
      /\b(mugged|robbed|stolen|stole)\b[^\n]{0,120}\b(trip|vacation|hotel|abroad|overseas|airport|london)\b|\b(trip|vacation|holiday)\b[^\n]{0,120}\b(mugged|robbed)\b/giu,
      /\b(next of kin|sole beneficiary|unclaimed (funds|inheritance|estate|fortune)|estate of (the )?late|deceased (client|customer|relative|uncle))\b/giu,
      /\bunclaimed\b[^.!?\n]{0,40}\b(policy|funds|inheritance|estate|fortune|deposit|account)\b|\b(our|my|the) late (client|customer|mr|mrs|ms|dr)\b|\bmade you (a|the) beneficiary\b/giu,
      /\b(inheritance|inherit(ed)?|will and testament|bequeathed)\b[^.!?\n]{0,80}\b(million|\$|usd|dollars|funds?|claim|share)\b/giu,
      /\b(soldier|sgt|sergeant|capt|captain|colonel|general|lieutenant|deployed|army|military|navy|marine|peace ?keeping|special operations|oil rig|offshore|un mission|contractor|engineer)\b[^\n]{0,80}\b(overseas|abroad|syria|afghanistan|yemen|iraq|africa|rig|mission|base|gulf|sea|camp)\b/giu,
    ],
    with: [
      /\b(money|fee|fees|send|gift cards?|wire|bitcoin|help|leave|package|customs|funds|ticket|flight|bank (details|account)|transfer|share|assistance|beneficiary|million|dollars|usd|loan)\b|\$\s?\d/giu,
    ],
  },
];
