/**
 * Article teasers for the home page (spec 1, section 3: id, title, excerpt, category, readTime,
 * publishDate, featured, slug). The posts themselves arrive with the blog.
 */
export interface ArticleTeaser {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  publishDate: string;
  featured: boolean;
  slug: string;
}

export const ARTICLE_TEASERS: readonly ArticleTeaser[] = [
  {
    id: "a1",
    title: "AI Voice Cloning and the Grandparent Scam",
    excerpt: "Scammers can now copy a grandchild's voice from a short video. Here is how to stay safe with a family code word.",
    category: "Phone Scams",
    readTime: "8 min read",
    publishDate: "2025-09-15",
    featured: true,
    slug: "ai-voice-cloning-grandparent-scams",
  },
  {
    id: "a2",
    title: "Cloned or Hacked? What to Do When a Friend's Profile Asks for Money",
    excerpt: "A second friend request from someone you know is a warning sign. Learn the difference and what to do.",
    category: "Social Media",
    readTime: "10 min read",
    publishDate: "2025-08-20",
    featured: false,
    slug: "cloned-vs-hacked-social-media",
  },
  {
    id: "a3",
    title: "How to Spot Romance Scams on Dating Apps",
    excerpt: "Love declared quickly, a reason they can never meet, then a request for money. The pattern is always the same.",
    category: "Romance Scams",
    readTime: "12 min read",
    publishDate: "2025-07-10",
    featured: false,
    slug: "how-to-spot-romance-scams-on-dating-apps",
  },
];
