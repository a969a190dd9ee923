import { Link } from "react-router";
import { notFoundBoundary } from "~/components/errors/error-screen";
import { ModuleGuide } from "~/components/modules/module-guide";
import { ShareMenu } from "~/components/share/share-menu";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { MODULE_CONTENT, TRAINING_MODULES } from "~/content/modules";
import { riskBadgeVariant } from "~/lib/badges";
import { metaWithNotFound } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";
import type { Route } from "./+types/protect-yourself.$slug";
import { Paragraph } from "~/components/ui/rich-text";

export function loader({ params }: Route.LoaderArgs) {
  const module = TRAINING_MODULES.find((m) => m.slug === params.slug) ?? notFound();
  const content = MODULE_CONTENT[module.slug] ?? notFound();
  return { seo: { title: module.title, description: module.description, path: `/protect-yourself/${module.slug}` }, module, content };
}

export const meta = metaWithNotFound({ title: "Module content not found", description: "We could not find that training module." });

function BackToModules() {
  return (
    <p className="no-print">
      <Link to="/protect-yourself" className="inline-flex min-h-11 items-center">
        ← Back to all modules
      </Link>
    </p>
  );
}

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const { module, content } = loaderData;
  return (
    <div className="container-page max-w-4xl py-8">
      <BackToModules />
      <article>
        <h1 className="mt-2 text-4xl">{module.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Badge variant={riskBadgeVariant(module.level)}>{module.level}</Badge>
          <span className="font-bold text-muted">{module.time} minutes</span>
          <ShareMenu title={module.title} path={`/protect-yourself/${module.slug}`} content={`module:${module.slug}`} />
        </div>
        <Paragraph className="mt-4 text-xl">{module.description}</Paragraph>
        <ModuleGuide content={content} />
        <nav aria-label="Keep learning" className="mt-12 flex flex-wrap gap-3 no-print">
          <Link to="/examples" className="btn-primary">
            See typical scam examples
          </Link>
          <Link to="/if-targeted" className="btn-danger">
            If you're being targeted
          </Link>
        </nav>
      </article>
    </div>
  );
}

/** Spec 2: "Unknown module: 'Module content not found'", with a 404 status. */
function ModuleNotFound() {
  return (
    <div className="container-page max-w-4xl py-8">
      <BackToModules />
      <Alert tone="caution" title="Module content not found">
        <p>
          We could not find that lesson. Please choose one from the <Link to="/protect-yourself">list of training modules</Link>.
        </p>
      </Alert>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary(ModuleNotFound);
