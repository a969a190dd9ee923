import { Accordion } from "~/components/ui/accordion";
import { BulletList, CardGrid, InfoCard, NumberedList, Section } from "~/components/ui/section";
import { StatGrid } from "~/components/ui/stat-grid";
import type { ModuleContent } from "~/content/types";
import { PhoneLink } from "~/components/ui/phone-link";
import { RichText } from "~/components/ui/rich-text";

/** The parts only some modules have: call blocking, smishing tricks, privacy settings, banking, 2025 threats... */
export function ModuleExtras({ content }: { content: ModuleContent }) {
  return (
    <>
      {content.statistics?.length ? (
        <Section title="By the numbers">
          <StatGrid stats={content.statistics} columns={4} />
        </Section>
      ) : null}
      {content.emergingThreats2025?.length ? (
        <Section title="Emerging threats since 2025">
          <CardGrid>
            {content.emergingThreats2025.map((t) => (
              <InfoCard key={t.threat} title={<RichText>{t.threat}</RichText>}>
                <p>
                  <RichText>{t.description}</RichText>
                </p>
                <p>
                  <strong>Protect yourself:</strong> <RichText>{t.protection}</RichText>
                </p>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {content.callBlockingSetup?.length ? (
        <Section title="Block unwanted calls">
          <Accordion items={content.callBlockingSetup.map((m) => ({ title: m.method, content: <NumberedList items={m.steps} /> }))} />
        </Section>
      ) : null}
      {content.commonSmishingTricks?.length ? (
        <Section title="Common text message tricks">
          <CardGrid>
            {content.commonSmishingTricks.map((t) => (
              <InfoCard key={t.type} title={t.type}>
                <blockquote className="rounded-lg border-l-4 border-line bg-gray-50 p-3 italic">
                  <RichText>{t.example}</RichText>
                </blockquote>
                <BulletList items={t.redFlags} />
                <p>
                  <strong>Protect yourself:</strong> <RichText>{t.protection}</RichText>
                </p>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {content.facebookScams?.length ? (
        <Section title="Scams on Facebook and other social media">
          <Accordion
            items={content.facebookScams.map((f) => ({
              title: f.name,
              content: (
                <>
                  <p>
                    <RichText>{f.description}</RichText>
                  </p>
                  <p className="mt-2">
                    <strong>Protect yourself:</strong> <RichText>{f.protection}</RichText>
                  </p>
                </>
              ),
            }))}
          />
        </Section>
      ) : null}
      {content.privacySettings?.length ? (
        <Section title="Privacy settings to check">
          <div className="grid gap-4 md:grid-cols-3">
            {content.privacySettings.map((p) => (
              <article key={p.platform} className="card">
                <h3 className="text-xl">{p.platform}</h3>
                <BulletList items={p.criticalSettings} className="mt-2" />
              </article>
            ))}
          </div>
        </Section>
      ) : null}
      {content.bankingSecurity?.length ? (
        <Section title="Protect your bank accounts">
          <Accordion items={content.bankingSecurity.map((b) => ({ title: b.strategy, content: <NumberedList items={b.setup} /> }))} />
        </Section>
      ) : null}
      {content.emergencyNumbers?.length ? (
        <Section title="Numbers to keep by the phone">
          <ul className="grid gap-4 md:grid-cols-2">
            {content.emergencyNumbers.map((n) => (
              <li key={n.name} className="card">
                <p className="text-xl font-bold">
                  <RichText>{n.name}</RichText>
                </p>
                <p>
                  <PhoneLink name={n.name} display={n.display} tel={n.tel} className="text-phone-big" />
                </p>
                <p className="mt-1">
                  <RichText>{n.description}</RichText>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
