import { href, Link } from "react-router";
import { notFoundPanel } from "~/components/errors/not-found-panel";
import { ModuleGuide } from "~/features/pages/ui/module-guide";
import { ShareMenu } from "~/components/share/share-menu";
import { Badge } from "~/components/ui/badge";
import { MODULE_CONTENT, TRAINING_MODULES } from "~/content/modules";
import { riskBadgeVariant } from "~/lib/badges";
import { metaWithNotFound } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/protect-yourself.$slug";
import { Paragraph } from "~/components/ui/rich-text";

export function loader({ params }: Route.LoaderArgs) {
  const module = TRAINING_MODULES.find((m) => m.slug === params.slug) ?? notFound();
  const content = MODULE_CONTENT[module.slug] ?? notFound();
  return pageData(`/protect-yourself/${module.slug}`, { module, content });
}

const NOT_FOUND = {
  title: "Module content not found",
  description: "We could not find that training module.",
  back: { to: href("/protect-yourself"), label: "See all training modules" },
};

export const meta = metaWithNotFound(NOT_FOUND);
export const headers = pageHeaders("/protect-yourself/:slug");

function BackToModules() {
  return (
    <p className="no-print">
      <Link to={href("/protect-yourself")} className="inline-flex min-h-11 items-center">
        ← Back to all modules
      </Link>
    </p>
  );
}

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const { module, content } = loaderData.words;
  return (
    <div className="container-page max-w-4xl py-8">
      <BackToModules />
      <article>
        <h1 className="mt-2 text-4xl">{module.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Badge variant={riskBadgeVariant(module.level)}>{module.level}</Badge>
          <span className="font-bold text-muted">{module.time} minutes</span>
          <ShareMenu title={module.title} path={href("/protect-yourself/:slug", { slug: module.slug })} content={`module:${module.slug}`} />
        </div>
        <Paragraph className="mt-4 text-xl">{module.description}</Paragraph>
        <ModuleGuide content={content} />
        <nav aria-label="Keep learning" className="mt-12 flex flex-wrap gap-3 no-print">
          <Link to={href("/examples")} className="btn-primary">
            See typical scam examples
          </Link>
          <Link to={href("/if-targeted")} className="btn-danger">
            If you're being targeted
          </Link>
        </nav>
      </article>
    </div>
  );
}

export const ErrorBoundary = notFoundPanel(NOT_FOUND);
