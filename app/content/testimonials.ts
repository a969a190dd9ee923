/**
 * Testimonial. These are example stories, written to show common situations.
 * They are not from real people, so the page must say so wherever they are shown (TESTIMONIALS_NOTE),
 * and no story may claim more than the site really does.
 */
export interface Testimonial {
  id: string;
  authorName: string;
  businessName?: string;
  businessUrl?: string;
  quote: string;
  isBusiness: boolean;
  scamType: "tech_support" | "phone" | "social_cloning" | "smishing";
  rating: 5;
  /** When true a business link is shown as plain text rather than styled as a link. */
  linkStyleHidden: boolean;
}

export const TESTIMONIALS_NOTE = "Example stories, based on common situations. They are not real people.";

/** The heading over the stories on the home page. */
export const TESTIMONIALS_TITLE = "How people stop scams: example stories";

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "t1",
    authorName: "Dorothy M., 78",
    quote:
      "A man called saying he was my grandson and needed bail. I remembered the grandparent scam page, hung up, and called my grandson. He was at work, perfectly fine.",
    isBusiness: false,
    scamType: "phone",
    rating: 5,
    linkStyleHidden: false,
  },
  {
    id: "t2",
    authorName: "Ray T.",
    businessName: "Owner of a small computer repair shop",
    quote:
      "Many older customers who come in have let a fake 'Microsoft' caller onto their computer. I now hand them the tech support scam guide from this site.",
    isBusiness: true,
    scamType: "tech_support",
    rating: 5,
    linkStyleHidden: true,
  },
  {
    id: "t3",
    authorName: "Linda S., 71",
    quote:
      "I got a text about an unpaid toll with a link. I pasted the whole text into the checker first. It warned that fake toll texts are a common scam and said not to use the link. So I deleted the text and forwarded it to 7726.",
    isBusiness: false,
    scamType: "smishing",
    rating: 5,
    linkStyleHidden: false,
  },
  {
    id: "t4",
    authorName: "Maria G.",
    businessName: "Activities coordinator at a senior center",
    quote: "We read one guide aloud at our Tuesday coffee group. The large text and short steps make it easy for everyone to follow.",
    isBusiness: true,
    scamType: "phone",
    rating: 5,
    linkStyleHidden: true,
  },
  {
    id: "t5",
    authorName: "Harold B., 82",
    quote:
      "My friend's Facebook account sent me a message asking for money. It was a copy of his profile. The cloned-profile guide showed me how to check, and I warned him.",
    isBusiness: false,
    scamType: "social_cloning",
    rating: 5,
    linkStyleHidden: false,
  },
  {
    id: "t6",
    authorName: "James K.",
    businessName: "Branch manager at a community bank",
    quote:
      "When a customer wants to withdraw a large sum in a hurry, we gently ask questions. This site helps their families have that conversation before they ever reach the counter.",
    isBusiness: true,
    scamType: "phone",
    rating: 5,
    linkStyleHidden: true,
  },
];
