import { href, Link } from "react-router";
import type { Route } from "./+types/examples";
import { PhoneExampleCard, ShortExampleCard } from "~/features/pages/ui/example-cards";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import type { ShortScamExample } from "~/content/types";
import { EMAIL_EXAMPLES, EXAMPLES_TEXT, PHONE_EXAMPLES, SOCIAL_EXAMPLES, TEXT_EXAMPLES } from "~/content/examples";
import { QUIZ_KINDS } from "~/features/quiz/quiz-center";
import { pageMeta } from "~/lib/route-meta";
import { RichText, Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export const EXAMPLE_TABS = ["phone", "text", "email", "social"] as const;

export const meta = pageMeta;
export const headers = pageHeaders("/examples");

/** ?tab= picks the open tab (Phone Scams by default), so each tab works as a link without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  return {
    tab: EXAMPLE_TABS.find((t) => t === tab) ?? "phone",
    ...pageData("/examples", EXAMPLES_TEXT),
    examples: { phone: PHONE_EXAMPLES, text: TEXT_EXAMPLES, email: EMAIL_EXAMPLES, social: SOCIAL_EXAMPLES },
  };
}

export default function Examples({ loaderData }: Route.ComponentProps) {
  const { phone, text, email, social } = loaderData.examples;
  const { words } = loaderData;
  const panel = (heading: string, list: React.ReactNode) => (
    <>
      <h2 className="mb-4 text-3xl">
        <RichText>{heading}</RichText>
      </h2>
      {list}
    </>
  );
  const shortList = (heading: string, items: readonly ShortScamExample[]) =>
    panel(
      heading,
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((e) => (
          <li key={e.title}>
            <ShortExampleCard example={e} />
          </li>
        ))}
      </ul>,
    );
  return (
    <>
      <PageHeader title={words.heroTitle}>
        <Paragraph>{words.heroIntro}</Paragraph>
        <dl className="mt-4 flex flex-wrap gap-6">
          {words.stats.map((s) => (
            <div key={s.label}>
              <dt className="sr-only">{s.label}</dt>
              <dd className="text-3xl font-bold text-brand">
                {s.value} {s.label}
              </dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <div className="container-page py-8">
        <Tabs
          label="Kinds of scam"
          selectedId={loaderData.tab}
          items={[
            {
              id: "phone",
              label: "Phone Scams",
              content: panel(
                "Phone scam examples",
                <ul className="space-y-6">
                  {phone.map((e, i) => (
                    <li key={e.title}>
                      <PhoneExampleCard example={e} index={i} />
                    </li>
                  ))}
                </ul>,
              ),
            },
            { id: "text", label: "Text Scams", content: shortList("Text message scam examples", text) },
            { id: "email", label: "Email Scams", content: shortList("Email scam examples", email) },
            { id: "social", label: "Social Media", content: shortList("Social media scam examples", social) },
          ]}
        />
        <Section title={words.testYourKnowledge.title}>
          <Paragraph>{words.testYourKnowledge.intro}</Paragraph>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {words.testYourKnowledge.quizzes.map((q, i) => (
              <li key={q.title} className="card flex flex-col">
                <h3 className="text-xl">
                  <RichText>{q.title}</RichText>
                </h3>
                <Paragraph className="mt-2 flex-1">{q.detail}</Paragraph>
                <p className="mt-4">
                  <Link to={`${href("/scam-quizzes")}?tab=${QUIZ_KINDS[i]}`} className="btn-primary">
                    Start<span className="sr-only">: {q.title}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}
