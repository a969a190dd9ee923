import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ScamGuide } from "~/features/pages/ui/scam-guide";
import { InteractiveTools } from "~/features/home/ui/interactive-tools";
import { ADVANCED_TRAINING } from "~/content/home";
import { QUICK_QUIZ } from "~/features/quiz/words/quick-quiz";
import { SiteHeader } from "~/components/layout/site-header";
import { ModuleCard } from "~/features/pages/ui/module-card";
import { ModuleGuide } from "~/features/pages/ui/module-guide";
import { Glossed, GlossaryScopeProvider } from "~/components/ui/glossed";
import { GLOSSARY } from "~/content/glossary";
import { SCAM_GUIDES } from "~/content/guides";
import { GUIDE_PAGE_WORDS } from "~/content/guides/page-words";
import { MODULE_CONTENT, TRAINING_MODULES } from "~/content/modules";
import { CHROME } from "~/content/chrome";
import { explainTerms, explainText, findTerms, isExplained, unexplainedTerms } from "~/lib/glossary";

let page: ReactNode = null;
const Stub = createRoutesStub([{ path: "/", Component: () => createElement(GlossaryScopeProvider, null, page) }]);

/** Renders a tree in a router and in one page's glossary scope, as the site does. */
function render(node: ReactNode): string {
  page = node;
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
}

/** The words a reader reads, in order, leaving out the page title, breadcrumbs and links (names of places, not prose). */
function readingText(html: string): string {
  return html
    .replace(/<(h1|nav|a|button|script)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<\/(p|li|h\d|div|dd|dt|td|th|summary|figcaption)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const at = (text: string, word: string) => {
  const start = text.indexOf(word);
  return [start, start + word.length] as const;
};

describe("the glossary", () => {
  it.each([
    ["Smishing", "smishing"],
    ["AI deepfakes", "deepfake"],
    ["Profile cloning", "profile-cloning"],
    ["SMS Challenge", "sms-challenge"],
    ["Phishing", "phishing"],
    ["Vishing", "vishing"],
    ["Spoofing", "spoofing"],
    ["spoofed caller ID", "spoofing"],
  ])("explains %s", (word, id) => {
    expect(findTerms(`About ${word} today`, GLOSSARY).map((m) => m.id)).toEqual([id]);
  });

  it("keeps each definition short and itself free of jargon", () => {
    for (const term of GLOSSARY) {
      expect(term.definition.split(" ").length, term.id).toBeLessThanOrEqual(14);
      expect(findTerms(term.definition, GLOSSARY), term.id).toEqual([]);
    }
  });
});

describe("isExplained", () => {
  it.each([
    "Smishing (scam text messages) is rising",
    "“Smishing” is a scam sent by text message",
    "Smishing means scam text messages.",
    "These scams are called “smishing”.",
    "Text Message (Smishing) Safety",
    "Smishing: scam text messages.",
  ])("sees the explanation in: %s", (text) => {
    const [start, end] = at(text.toLowerCase(), "smishing");
    expect(isExplained(text, start, end)).toBe(true);
  });

  it.each([
    "Smishing, fake delivery, bank alerts",
    "Watch out for smishing today.",
    "Tips on smishing: be careful.",
    "(phishing by text) and smishing",
  ])("sees no explanation in: %s", (text) => {
    const [start, end] = at(text.toLowerCase(), "smishing");
    expect(isExplained(text, start, end)).toBe(false);
  });
});

describe("explainTerms", () => {
  it("puts the definition right after the first unexplained mention, once per text", () => {
    expect(explainText("Smishing, fake delivery, bank alerts. More smishing.", GLOSSARY)).toBe(
      "Smishing (scam text messages), fake delivery, bank alerts. More smishing.",
    );
    expect(explainText("Grandparent scams, tech support, AI deepfakes", GLOSSARY)).toBe(
      "Grandparent scams, tech support, AI deepfakes (fake videos or voices of real people, made by a computer)",
    );
  });

  it("leaves a text that explains the word itself as it is", () => {
    const text = "“Smishing” is a scam sent by text message.";
    expect(explainTerms(text, GLOSSARY)).toEqual([text]);
  });

  it("explains a term only in the text that claims it first", () => {
    const owner = new Map<string, string>();
    const claim = (text: string) => (id: string) => {
      if (!owner.has(id)) owner.set(id, text);
      return owner.get(id) === text;
    };
    const first = "Watch for smishing.";
    const second = "More smishing here.";
    expect(explainTerms(first, GLOSSARY, claim(first))).toEqual([
      "Watch for ",
      { words: "smishing", definition: "scam text messages" },
      ".",
    ]);
    expect(explainTerms(second, GLOSSARY, claim(second))).toEqual([second]);
    // The same text again (a re-render) still explains it.
    expect(explainTerms(first, GLOSSARY, claim(first))).toHaveLength(3);
  });
});

describe("unexplainedTerms", () => {
  it("finds the first mention that nothing explains", () => {
    expect(unexplainedTerms("Phishing tips. Phishing means scam messages.", GLOSSARY).map((t) => t.id)).toEqual(["phishing"]);
    expect(unexplainedTerms("Phishing means scam messages. Later, phishing again.", GLOSSARY)).toEqual([]);
  });

  it("accepts a heading explained by the sentence right under it", () => {
    expect(unexplainedTerms("Phishing and Smishing\nPhishing is a fake email, and smishing is a fake text.", GLOSSARY, 200)).toEqual([]);
  });
});

describe("rendered content explains every term where it first appears", () => {
  it("the header's menu descriptions", () => {
    const html = render(createElement(SiteHeader, { words: CHROME }));
    const titles = [...html.matchAll(/title="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
    expect(titles).toHaveLength(CHROME.header.links.filter((l) => l.description).length);
    expect(titles.join("\n")).toContain("Smishing (scam text messages)");
    expect(titles.join("\n")).toContain("Profile cloning (");
    for (const title of titles) expect(unexplainedTerms(title, GLOSSARY), title).toEqual([]);
  });

  it("the home page's training teasers (SMS Challenge, Email Phishing Test)", () => {
    const text = readingText(render(createElement(InteractiveTools, { quiz: QUICK_QUIZ, training: ADVANCED_TRAINING })));
    expect(text).toContain("SMS Challenge (a quiz on scam text messages)");
    expect(unexplainedTerms(text, GLOSSARY)).toEqual([]);
  });

  it.each(Object.values(SCAM_GUIDES).map((g) => [g.id, g] as const))("the %s guide", (_, guide) => {
    expect(
      unexplainedTerms(
        readingText(render(createElement(ScamGuide, { guide, words: GUIDE_PAGE_WORDS, path: `/scam-types/${guide.id}` }))),
        GLOSSARY,
        200,
      ),
    ).toEqual([]);
  });

  it.each(TRAINING_MODULES.map((m) => [m.slug, m] as const))("the %s module and its card", (slug, module) => {
    const content = MODULE_CONTENT[slug];
    const html = render([
      createElement(ModuleCard, { key: "card", module }),
      content ? createElement(ModuleGuide, { key: "guide", content }) : null,
    ]);
    expect(unexplainedTerms(readingText(html), GLOSSARY, 200)).toEqual([]);
  });

  it("explains a term once per page: the first text that mentions it", () => {
    const html = render([
      createElement("p", { key: 1 }, createElement(Glossed, { text: "Beware of smishing." })),
      createElement("p", { key: 2 }, createElement(Glossed, { text: "Smishing again." })),
    ]);
    expect(html).toBe(
      '<p>Beware of <dfn class="glossed">smishing</dfn> <span class="glossed-definition">(scam text messages)</span>.</p><p>Smishing again.</p>',
    );
  });
});
