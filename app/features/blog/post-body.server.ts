import type { MDXProps } from "mdx/types";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MDX_COMPONENTS } from "./ui/mdx-components";

const bodies = import.meta.glob<ComponentType<MDXProps>>("./words/posts/*.mdx", { import: "default", eager: true });

/**
 * A post's body as HTML, rendered on the server (at build time for prerendered posts), so no post
 * text or MDX runtime ships as JavaScript. It sits beside the components it renders with; the
 * route's loader calls it. Null when there is no such post.
 */
export function renderPostBody(slug: string): string | null {
  const Body = bodies[`./words/posts/${slug}.mdx`];
  if (!Body) return null;
  return renderToStaticMarkup(createElement(Body, { components: MDX_COMPONENTS }));
}
