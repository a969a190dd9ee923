import { data } from "react-router";
import type { Route } from "./+types/tools.message-analyzer";
import { MessageAnalyzer } from "~/components/tools/message-analyzer";
import { PageHeader } from "~/components/ui/page-header";
import { analyzeMessage, MESSAGE_MAX_LENGTH } from "~/lib/message-analysis";
import { dataMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";
import { readForm } from "~/server/request.server";

export function loader() {
  return { seo: pageSeo("/tools/message-analyzer") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

/** The analyzer without JavaScript: the form posts here; nothing is stored. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ message: "", result: null, error: read.error }, { status: read.status });
  const message = String(read.form.get("message") ?? "");
  if (message.trim() === "") return data({ message, result: null, error: "Please paste the message you want to check." }, { status: 400 });
  if (message.length > MESSAGE_MAX_LENGTH) {
    return data(
      { message: message.slice(0, MESSAGE_MAX_LENGTH), result: null, error: `Please paste no more than ${MESSAGE_MAX_LENGTH} characters.` },
      { status: 400 },
    );
  }
  return { message, result: analyzeMessage(message), error: null };
}

export default function MessageAnalyzerPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Message analyzer">Does this message look like a scam? Paste it below. Nothing you paste is saved.</PageHeader>
      <div className="container-page max-w-3xl py-8">
        <MessageAnalyzer
          key={actionData?.message}
          initialMessage={actionData?.message}
          initialResult={actionData?.result}
          error={actionData?.error}
        />
      </div>
    </>
  );
}
