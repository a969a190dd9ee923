import { expect, type Page, test } from "@playwright/test";
import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { GLOSSARY } from "../../app/content/glossary.ts";
import { unexplainedTerms } from "../../app/lib/glossary.ts";
import { builtPages, REGISTRY_PAGES, RENDERED_PAGES } from "./built-pages";
import { axeViolations, gotoHydrated, oneTabPerWorker } from "./helpers";
import { contrast, headingLevels, headingProblems, placeholderColours, readingText } from "./page-checks";
import { HOTLINE } from "../support/hotline";
import { newAlertFields, saveAlert, signInOperator } from "./operator";
import { CONFIRM_SUBJECT, linkTo, outboxEmail, ownAddress, signUpByPost, unique, WELCOME_SUBJECT } from "./outbox";

/*
 * Every page passes axe (WCAG 2.2 AA, best practice and AAA contrast: tests/e2e/axe.ts), and
 * it reflows (WCAG 1.4.10) on a 320 px phone, at
 * 200% zoom of a 1280 px screen (640 CSS px) and with the site's Larger text on a 390 px and on a
 * 320 px phone (the narrowest with the largest text, where a card has the least room: pages were
 * 4 to 60 px too wide there while the 390 px check passed); every number and address in its text
 * is a link, and a number never breaks; every control that matters is at least 44 by 44 px.
 */
const PAGES = [...builtPages(), ...RENDERED_PAGES.filter((p) => !p.startsWith("/admin"))];

const LAYOUTS = [
  { name: "a 320 px phone", width: 320, size: "normal" },
  { name: "200% zoom (640 px)", width: 640, size: "normal" },
  { name: "Larger text on a 390 px phone", width: 390, size: "larger" },
  { name: "Larger text on a 320 px phone", width: 320, size: "larger" },
] as const;

/** How far the page scrolls sideways, and what sticks out furthest. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const over = root.scrollWidth - root.clientWidth;
    if (over <= 0) return { over, culprit: "" };
    let culprit = "";
    let right = 0;
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > right) {
        right = r.right;
        culprit = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
      }
    }
    return { over, culprit };
  });
}

/** Plain numbers and addresses left in the text, and numbers split across lines. */
function unlinked(page: Page) {
  return page.evaluate(() => {
    const number =
      /(?<![\w$.-])(?:(?:1-)?\d{3}-\d{3}-\d{4}|\(\d{3}\) ?\d{3}-\d{4}|(?:1-)?8\d\d-[A-Z\d]*[A-Z][A-Z\d-]*|911|988|7726)(?![\w-])/g;
    const address = /(?<![\w@/.-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:gov|com|org|net)\b/gi;
    const plain: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      // Links, the site's own scripts, and scammers' addresses and made-up numbers shown as examples.
      if (node.parentElement!.closest("a, script, style, noscript, .example-address, input, textarea")) continue;
      for (const m of node.data.matchAll(number)) plain.push(m[0]);
      for (const m of node.data.matchAll(address)) plain.push(m[0]);
    }
    const broken = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]')]
      .filter((a) => /^\(?\d[\d() A-Z-]*$/.test(a.textContent!.trim()) && a.getClientRects().length > 1)
      .map((a) => a.textContent);
    return { plain, broken };
  });
}

/** Links and buttons smaller than 44 by 44 px, but for links inside a sentence (WCAG 2.5.8's exception). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a[href], button, summary, select, input:not([type=hidden]), textarea")) {
      if (el.closest("[hidden], .sr-only, [inert]")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (
        style.display === "inline" &&
        [...el.parentElement!.childNodes].some((n) => n !== el && n.nodeType === 3 && n.textContent!.trim())
      )
        continue;
      // A box or button inside its label is tapped through the whole label.
      const box = (el.closest("label") ?? el).getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.width < 43.5 || box.height < 43.5)
        out.push(
          `${Math.round(box.width)}x${Math.round(box.height)} ${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
        );
    }
    return out;
  });
}

/*
 * One load per page for all of it (the page-by-page specs were a third of the browser suite):
 * axe at 1280 px, then the same page resized to each layout. Larger text is the attribute the
 * Worker sets from the reader's cookie (workers/app.ts), set here on the loaded page. One tab per
 * worker (oneTabPerWorker).
 */
const pageByPage = oneTabPerWorker({ viewport: { width: 1280, height: 800 } });

for (const path of PAGES) {
  pageByPage(
    `${path}: axe finds nothing, the words are plain; it reflows, links its numbers and addresses, and gives controls 44 px`,
    async ({ tab: page }) => {
      pageByPage.setTimeout(60_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, path);
      expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
      if (REGISTRY_PAGES.includes(path)) {
        // Headings in order, jargon explained where it first appears (a heading's
        // term may be explained by the sentence right under it), placeholders readable.
        expect(headingProblems(await headingLevels(page)), "headings in order, one h1").toEqual([]);
        expect(unexplainedTerms(await readingText(page), GLOSSARY, 200), "each term explained where it first appears").toEqual([]);
        for (const p of await placeholderColours(page)) expect(contrast(p.fg, p.bg), `placeholder of ${p.name}`).toBeGreaterThanOrEqual(7);
      }
      for (const layout of LAYOUTS) {
        await page.setViewportSize({ width: layout.width, height: 800 });
        await page.evaluate((size) => document.documentElement.setAttribute("data-text-size", size), layout.size);
        expect(await sidewaysScroll(page), `${path} on ${layout.name}`).toEqual({ over: 0, culprit: "" });
        // The menu button's word is whole, not cut to "Me".
        const menu = page.getByRole("button", { name: "Menu" });
        if (await menu.isVisible())
          expect(await menu.evaluate((el) => el.scrollWidth > el.clientWidth + 1), `Menu on ${layout.name}`).toBe(false);
        if (layout.width === 320) {
          expect(await unlinked(page), path).toEqual({ plain: [], broken: [] });
          expect(await smallTargets(page), path).toEqual([]);
        }
      }
    },
  );
}

for (const path of RENDERED_PAGES.filter((p) => p.startsWith("/admin"))) {
  test(`${path}: axe finds nothing`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

/*
 * Pages that show a real sign-up or need the operator's sign-in, as they look in use. Each test
 * sets up what its page shows (the alert journeys in alerts.spec.ts walk through the same pages).
 */
test.describe("with a real sign-up, or signed in", () => {
  test.use(ownAddress());

  test("/alerts/confirm and /alerts/unsubscribe for a new sign-up: axe finds nothing", async ({ page, request, baseURL }) => {
    const email = `axe-reader-${unique()}@example.org`;
    await signUpByPost(request, baseURL!, email);
    await gotoHydrated(page, linkTo(await outboxEmail(request, email, CONFIRM_SUBJECT), "/alerts/confirm"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you. Your scam alerts are on.");
    expect(await axeViolations(page), "axe on the confirmed page").toEqual([]);
    const unsubscribe = linkTo(await outboxEmail(request, email, WELCOME_SUBJECT), "/alerts/unsubscribe");
    await gotoHydrated(page, unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stop scam alerts");
    expect(await axeViolations(page), "axe on the unsubscribe page").toEqual([]);
    await request.post(unsubscribe, { form: { intent: "delete" } });
  });

  for (const path of ["/admin/alerts", "/admin/alerts/new", "/admin/alerts/:id", "/admin/alerts/:id/preview", "/admin/outbox"]) {
    test(`${path}, signed in, with an alert and an email to show: axe finds nothing`, async ({ browser, request, baseURL }) => {
      const email = `axe-outbox-${unique()}@example.org`;
      await signUpByPost(request, baseURL!, email);
      const confirmation = await outboxEmail(request, email, CONFIRM_SUBJECT);
      const operator = await signInOperator(browser, "/admin/alerts", ownAddress());
      const id = await saveAlert(operator, newAlertFields(unique()), "preview");
      await gotoHydrated(operator, path.replace(":id", String(id)));
      await expect(operator.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(operator)).toEqual([]);
      await operator.context().close();
      await request.post(linkTo(confirmation, "/alerts/unsubscribe"), { form: { intent: "delete" } });
    });
  }
});

test("the hotline link is a 44 px target that never wraps, at 320 px and 1280 px", async ({ page }) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    for (const link of await page.locator(`a[href="${HOTLINE.href}"]`).all()) {
      if (!(await link.isVisible())) continue;
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(await link.evaluate((a) => a.getClientRects().length)).toBe(1);
    }
  }
});

test.describe("on paper", () => {
  test("the emergency line prints first in black, with no header or controls", async ({ page }) => {
    await page.goto("/scam-types/grandparent-scams");
    await page.emulateMedia({ media: "print" });
    const line = page.getByTestId("emergency-line");
    await expect(line).toBeVisible();
    expect(await line.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
    expect(await line.evaluate((el) => getComputedStyle(el.closest("section")!).backgroundColor)).toMatch(
      /rgb\(255, 255, 255\)|rgba\(0, 0, 0, 0\)/,
    );
    await expect(page.getByRole("group", { name: "Text size" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Get help now" })).toBeHidden();
    await expect(page.locator("header.site-header")).toBeHidden();
    await expect(page.getByRole("button").filter({ visible: true })).toHaveCount(0);
    // The hotline is the first thing on the page.
    const first = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const el = walker.currentNode.parentElement!;
        if (walker.currentNode.textContent!.trim() && el.checkVisibility() && !el.closest(".sr-only"))
          return el.closest("[data-testid]")?.getAttribute("data-testid");
      }
      return null;
    });
    expect(first).toBe("emergency-line");
  });

  test("a guide fills its first printed page", async ({ page }) => {
    await page.goto("/scam-types/grandparent-scams");
    const pdf = await PDFDocument.load(await page.pdf({ format: "Letter" }));
    const textOps = pdf.getPages().map((p) => {
      const contents = p.node.Contents();
      const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
      let text = 0;
      for (const ref of streams) {
        const stream = pdf.context.lookup(ref);
        if (stream instanceof PDFRawStream)
          text += (new TextDecoder().decode(decodePDFRawStream(stream).decode()).match(/T[jJ]\b/g) ?? []).length;
      }
      return text;
    });
    expect(textOps.length).toBeGreaterThan(1);
    // Page 1 holds at least half as much text as a full later page (it was nearly empty).
    expect(textOps[0]).toBeGreaterThan(Math.max(...textOps.slice(1)) / 2);
  });
});
