import type { Page } from "@playwright/test";

/*
 * Checks the page-by-page browser test (tests/e2e/reflow-and-links.spec.ts) runs on every page, and
 * plain-and-working.spec.ts on a few: plain words, headings and readable placeholders.
 */

/** Text a reader reads in the main area, in order: everything but the page title, breadcrumbs, links, buttons and menus. */
export async function readingText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll("main details")) details.setAttribute("open", "");
    const style = document.createElement("style");
    style.textContent = "main :is(h1, nav, a, button, select, .sr-only) { display: none !important; }";
    document.head.append(style);
    const text = (document.querySelector("main") as HTMLElement).innerText;
    style.remove();
    return text;
  });
}

/** Headings in document order, as levels, leaving out those nobody can see or hear. */
export async function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")]
      .filter((h) => h.getClientRects().length > 0 && !h.closest("[aria-hidden=true]"))
      .map((h) => ({ level: Number(h.tagName[1]), text: h.textContent!.trim().slice(0, 60) })),
  );
}

/** WCAG contrast ratio of two colours given as [r, g, b]. */
export function contrast(fg: number[], bg: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Each visible field's placeholder colour, drawn over the field's background (any CSS colour syntax), as [r, g, b]. */
export async function placeholderColours(page: Page) {
  return page.locator("[placeholder]").evaluateAll((fields) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const paint = (...colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const c of ["#fff", ...colours]) {
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
      }
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    return fields
      .filter((f) => f.getClientRects().length > 0)
      .map((f) => {
        const bg = getComputedStyle(f).backgroundColor;
        return { name: f.getAttribute("name"), fg: paint(bg, getComputedStyle(f, "::placeholder").color), bg: paint(bg) };
      });
  });
}

/** Heading levels that skip one (an h2 followed by an h4), and pages without exactly one h1. */
export function headingProblems(levels: { level: number; text: string }[]): string[] {
  const skips = levels.flatMap((h, i) =>
    i > 0 && h.level > levels[i - 1]!.level + 1 ? [`h${levels[i - 1]!.level} then h${h.level} "${h.text}"`] : [],
  );
  const h1s = levels.filter((h) => h.level === 1).length;
  return h1s === 1 ? skips : [...skips, `${h1s} h1 headings`];
}
