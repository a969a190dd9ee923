import { href, Link } from "react-router";
import { ShareMenu } from "~/components/share/share-menu";
import { TestimonialCarousel } from "./testimonial-carousel";
import { InteractiveTools } from "./interactive-tools";
import { EmergencyLink } from "~/components/layout/emergency-link";
import type { PostSummary } from "~/features/blog";
import type { ADDITIONAL_RESOURCES as RESOURCES, ADVANCED_TRAINING as TRAINING } from "~/content/home";
import type { QuizQuestion } from "~/features/quiz";
import { EMERGENCY_LINE, SITE_NAME } from "~/content/site";
import { TESTIMONIALS_NOTE, TESTIMONIALS_TITLE, type Testimonial } from "~/content/testimonials";
import { Paragraph, RichText } from "~/components/ui/rich-text";

export function AdditionalResources({ resources: ADDITIONAL_RESOURCES }: { resources: typeof RESOURCES }) {
  return (
    <section
      aria-labelledby="resources-title"
      className="container-page py-12 [--height-guess:45rem] sm:[--height-guess:37rem] lg:[--height-guess:24rem]"
    >
      <h2 id="resources-title" className="text-3xl">
        Help for families and after a scam
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {ADDITIONAL_RESOURCES.map((item) => (
          <li key={item.to} className="card">
            <h3 className="text-2xl">{item.title}</h3>
            <Paragraph className="mt-2">{item.text}</Paragraph>
            <p className="mt-4">
              <Link to={item.to} className="btn-primary">
                {item.cta}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-brand-soft py-12 [--height-guess:135rem] sm:[--height-guess:100rem] lg:[--height-guess:68rem]"
    >
      <div className="container-page">
        <h2 id="testimonials-title" className="text-3xl">
          <RichText>{TESTIMONIALS_TITLE}</RichText>
        </h2>
        <Paragraph className="mt-2">{TESTIMONIALS_NOTE}</Paragraph>
        <div className="mt-6">
          <TestimonialCarousel testimonials={testimonials} />
        </div>
      </div>
    </section>
  );
}

export function LatestArticles({ articles }: { articles: readonly (PostSummary & { dateLabel: string; readTimeLabel: string })[] }) {
  return (
    <section
      aria-labelledby="articles-title"
      className="container-page py-12 [--height-guess:82rem] sm:[--height-guess:64rem] lg:[--height-guess:40rem]"
    >
      <h2 id="articles-title" className="text-3xl">
        Latest articles
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="card flex flex-col">
            <p className="font-bold text-brand">{article.category}</p>
            <h3 className="mt-1 text-xl">
              <Link to={href("/blog/:slug", { slug: article.slug })}>{article.title}</Link>
            </h3>
            <Paragraph className="mt-2">{article.excerpt}</Paragraph>
            <p className="mt-auto pt-3 text-muted">
              <time dateTime={article.date}>{article.dateLabel}</time> · {article.readTimeLabel}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to={href("/blog")} className="btn-primary">
          View All Articles
        </Link>
      </p>
    </section>
  );
}

export function ShareAndDisclaimer({ disclaimer: DISCLAIMER }: { disclaimer: string }) {
  return (
    <section
      aria-labelledby="disclaimer-title"
      className="container-page pb-4 [--height-guess:40rem] sm:[--height-guess:26rem] lg:[--height-guess:21rem]"
    >
      <div className="flex flex-wrap items-center gap-4 rounded-xl border-2 border-gray-300 p-5">
        <p className="flex-1 text-lg">Know someone who would find this useful? Share {SITE_NAME} with them.</p>
        <ShareMenu title={`${SITE_NAME}: free help to spot and stop scams`} path="/" content="home" align="end" />
      </div>
      <div className="mt-6 rounded-xl bg-gray-100 p-5">
        <h2 id="disclaimer-title" className="text-xl">
          Please note
        </h2>
        <Paragraph className="mt-2">{DISCLAIMER}</Paragraph>
        <p className="mt-2">
          {EMERGENCY_LINE.name}: <EmergencyLink className="font-bold" /> ({EMERGENCY_LINE.hours}). Read how we handle your information in
          our <Link to={href("/privacy")}>privacy policy</Link>.
        </p>
      </div>
    </section>
  );
}

/**
 * The home page below its first screen: the tools, the help for families, the stories, the
 * articles and the note. One part, whose code loads as it comes near (app/routes/home.tsx).
 */
export function LowerSections(props: {
  quiz: readonly QuizQuestion[];
  training: typeof TRAINING;
  resources: typeof RESOURCES;
  testimonials: readonly Testimonial[];
  articles: readonly (PostSummary & { dateLabel: string; readTimeLabel: string })[];
  disclaimer: string;
}) {
  return (
    <>
      <InteractiveTools quiz={props.quiz} training={props.training} />
      <AdditionalResources resources={props.resources} />
      <Testimonials testimonials={props.testimonials} />
      <LatestArticles articles={props.articles} />
      <ShareAndDisclaimer disclaimer={props.disclaimer} />
    </>
  );
}
