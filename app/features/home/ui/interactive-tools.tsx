import { href, Link } from "react-router";
import { QuickQuiz } from "~/features/quiz";
import { HomeTool, LINK_CHECKER, MESSAGE_ANALYZER } from "~/features/checker";
import type { ADVANCED_TRAINING as TRAINING } from "~/content/home";
import type { QuizKind, QuizQuestion } from "~/features/quiz";
import { Paragraph, RichText } from "~/components/ui/rich-text";

export function InteractiveTools({
  quiz: QUICK_QUIZ,
  training: ADVANCED_TRAINING,
}: {
  quiz: readonly QuizQuestion[];
  training: typeof TRAINING;
}) {
  return (
    <section
      aria-labelledby="tools-title"
      className="bg-gray-50 py-12 [--height-guess:165rem] sm:[--height-guess:135rem] lg:[--height-guess:90rem]"
    >
      <div className="container-page">
        <h2 id="tools-title" className="text-3xl">
          Check it before you trust it
        </h2>
        <p className="mt-2 text-lg">Free tools. Nothing you type here is saved.</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="quiz-title" className="card lg:col-span-2">
            <h3 id="quiz-title" className="text-2xl">
              Quick quiz: can you spot the scam?
            </h3>
            <div className="mt-4">
              <QuickQuiz questions={QUICK_QUIZ} />
            </div>
          </section>
          <section aria-labelledby="link-checker-title" className="card">
            <h3 id="link-checker-title" className="text-2xl">
              Link checker
            </h3>
            <div className="mt-4">
              <HomeTool tool={LINK_CHECKER} />
            </div>
          </section>
          <section aria-labelledby="analyzer-title" className="card">
            <h3 id="analyzer-title" className="text-2xl">
              Message analyzer
            </h3>
            <div className="mt-4">
              <HomeTool tool={MESSAGE_ANALYZER} />
            </div>
          </section>
        </div>
        <section aria-labelledby="advanced-title" className="mt-10">
          <h3 id="advanced-title" className="text-2xl">
            Advanced Training
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {ADVANCED_TRAINING.map((item) => (
              <li key={item.title} className="card flex flex-col">
                <h4 className="text-xl">
                  <RichText>{item.title}</RichText>
                </h4>
                <Paragraph className="font-bold text-brand">{item.detail}</Paragraph>
                <Paragraph className="mt-2">{item.text}</Paragraph>
                <p className="mt-auto pt-4">
                  <Link to={`${href("/scam-quizzes")}?tab=${item.quiz satisfies QuizKind}`} className="btn-secondary">
                    Start Advanced Training<span className="sr-only">: {item.title}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
