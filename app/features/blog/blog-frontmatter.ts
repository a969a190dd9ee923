import { z } from "zod";

/** Frontmatter every post must have; a post that breaks it stops the build (and the unit tests). */
export const postFrontmatterSchema = z.strictObject({
  title: z.string().min(10).max(120),
  excerpt: z.string().min(20).max(300),
  author: z.string().min(2).max(80),
  date: z.iso.date(),
  category: z.string().min(3).max(40),
  readTime: z.number().int().min(1).max(60),
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)$/),
  imageAlt: z.string().min(5).max(200),
  featured: z.boolean().default(false),
});

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
