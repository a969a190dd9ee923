import { href, Link } from "react-router";
import { loadNewsletterSignup, NewsletterSignup } from "~/features/forms";
import { loadSiteSearch, SiteSearch } from "~/features/search";
import type { HERO as HERO_WORDS, HERO_STATS as HERO_FIGURES } from "~/content/home";
import { track } from "~/lib/track";
import { Paragraph } from "~/components/ui/rich-text";
import { StatSource } from "~/components/ui/stat-source";
import { Later, later } from "~/components/ui/later";

// Until first used, the search box and the sign-up are the server's plain forms (they post, as
// without JavaScript); moving to one, pointing at it or sending it loads its code.
const search = later(import.meta.env.SSR ? SiteSearch : null, loadSiteSearch, "used");
const signup = later(import.meta.env.SSR ? NewsletterSignup : null, loadNewsletterSignup, "used");

/** The words come from the home loader (kept out of the page's script). */
export function Hero({ hero: HERO, stats: HERO_STATS }: { hero: typeof HERO_WORDS; stats: typeof HERO_FIGURES }) {
  return (
    <section aria-labelledby="hero-title" className="bg-brand-soft">
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[3fr_2fr] lg:py-14">
        <div>
          <Paragraph className="font-bold text-brand">{HERO.eyebrow}</Paragraph>
          <h1 id="hero-title" className="mt-2 text-4xl sm:text-5xl">
            {HERO.title}
          </h1>
          <Paragraph className="mt-4 text-xl">{HERO.intro}</Paragraph>
          <p className="mt-6 flex flex-wrap gap-4">
            <Link to={href("/help-now")} className="btn-danger">
              {HERO.helpNowButton}
            </Link>
            <Link to={href("/2025-trends")} className="btn-primary">
              {HERO.trendsButton}
            </Link>
          </p>
          <Later
            part={search}
            className="mt-8"
            props={{
              label: HERO.searchLabel,
              placeholder: HERO.searchPlaceholder,
              extraButton: (
                <button
                  type="submit"
                  formAction="/scam-database"
                  className="btn-secondary"
                  onClick={() => track("scam_search_cta", { location: "home_hero" })}
                >
                  {HERO.databaseButton}
                </button>
              ),
            }}
          />
        </div>
        <div className="space-y-6">
          <Later part={signup} props={{ source: "home" }} />
          <dl className="grid gap-3">
            {HERO_STATS.map((stat) => (
              <div key={stat.label} className="rounded-xl border-2 border-brand bg-white p-4">
                <dt className="sr-only">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand">{stat.value}</dd>
                <dd>{stat.label}</dd>
                {stat.source ? (
                  <dd className="mt-1 text-muted">
                    Source: <StatSource stat={stat} />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
