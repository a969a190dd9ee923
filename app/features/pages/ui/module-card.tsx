import { href, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { TrainingModule } from "~/content/types";
import { riskBadgeVariant } from "~/lib/badges";
import { Paragraph } from "~/components/ui/rich-text";

export function ModuleCard({ module }: { module: TrainingModule }) {
  return (
    <article className="card flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="text-brand">
          <Icon name={module.icon} className="h-10 w-10" />
        </span>
        <Badge variant={riskBadgeVariant(module.level)}>{module.level}</Badge>
      </div>
      <h3 className="mt-3 text-2xl">{module.title}</h3>
      <Paragraph className="mt-2 flex-1">{module.description}</Paragraph>
      <p className="mt-3 font-bold text-muted">{module.time} minutes</p>
      <p className="mt-4">
        <Link to={href("/protect-yourself/:slug", { slug: module.slug })} className="btn-primary">
          Start lesson<span className="sr-only">: {module.title}</span>
        </Link>
      </p>
    </article>
  );
}
