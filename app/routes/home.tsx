import type { Route } from "./+types/home";
import { CommonScams } from "~/components/home/common-scams";
import { Hero } from "~/components/home/hero";
import { InteractiveTools } from "~/components/home/interactive-tools";
import { AdditionalResources, LatestArticles, ShareAndDisclaimer, Testimonials } from "~/components/home/more-sections";
import { ARTICLE_TEASERS } from "~/content/articles";
import { registryMeta } from "~/lib/route-meta";

export const meta: Route.MetaFunction = ({ matches }) => registryMeta("/", matches);

export default function Home() {
  return (
    <>
      <Hero />
      <CommonScams />
      <InteractiveTools />
      <AdditionalResources />
      <Testimonials />
      <LatestArticles articles={ARTICLE_TEASERS} />
      <ShareAndDisclaimer />
    </>
  );
}
