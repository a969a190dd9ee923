import { expect, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { HOTLINE } from "../support/hotline";

test.describe("blog", () => {
  test("the listing has a featured article, a grid of the others and an explore button", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Featured article" })).toBeVisible();
    const cards = page.locator("#articles article");
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await page.getByRole("link", { name: "Explore the articles" }).click();
    await expect(page).toHaveURL(/#articles$/);
  });

  test("a post has its hero, body parts, share button and up to 3 related articles", async ({ page }) => {
    await gotoHydrated(page, "/blog/how-to-spot-romance-scams-on-dating-apps");
    await expect(page.getByRole("heading", { level: 1, name: "How to Spot Romance Scams on Dating Apps" })).toBeVisible();
    await expect(page.getByText("10 min read").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    for (const title of ["How it works", "Red flags", "Protect yourself"]) {
      await expect(page.locator(".post-body summary", { hasText: title })).toBeVisible();
    }
    const related = page.getByRole("complementary", { name: "Related articles" }).locator("article");
    await expect(related).toHaveCount(3);
    await expect(related.getByRole("link", { name: "How to Spot Romance Scams on Dating Apps" })).toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => JSON.parse(b)["@type"])).toContain("Article");
  });

  test("post accordions open one at a time", async ({ page }) => {
    await page.goto("/blog/cloned-vs-hacked-social-media");
    const first = page.locator(".post-body summary", { hasText: "How it works" });
    const second = page.locator(".post-body summary", { hasText: "Red flags" });
    await first.click();
    await second.click();
    await expect(second.locator("..")).toHaveAttribute("open", "");
    await expect(first.locator("..")).not.toHaveAttribute("open", "");
  });

  test("an unknown post answers 404 with the site's words and a way back", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });

  test("the home page's latest articles are the newest posts", async ({ page }) => {
    await page.goto("/");
    const latest = page.locator("section", { has: page.getByRole("heading", { name: "Latest articles" }) });
    await expect(latest.getByRole("link", { name: "Phone Scams Targeting Seniors in 2025: What to Know" })).toBeVisible();
    await expect(latest.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a post reads in full and its accordions open", async ({ page }) => {
      await page.goto("/blog/email-phishing-protecting-your-personal-information");
      const details = page.locator(".post-body details").first();
      await details.locator("summary").click();
      await expect(details).toHaveAttribute("open", "");
    });
  });
});

test.describe("sitemap page", () => {
  test("search text and category combine as GET parameters", async ({ page }) => {
    await page.goto("/sitemap");
    await expect(page.getByText(/^Showing (\d+) of \1 pages$/)).toBeVisible();
    await page.getByRole("link", { name: "Emergency", exact: true }).click();
    await expect(page).toHaveURL(/category=Emergency/);
    // Help now, if targeted and the scam alerts, each with its Spanish twin, and recovery.
    await expect(page.getByTestId("sitemap-list").locator("li")).toHaveCount(7);
    await expect(page.getByTestId("sitemap-list").locator('li[lang="es"]').first()).toContainText("Ayuda ahora");
    await page.getByLabel("Search pages").fill("recovery");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=recovery/);
    await expect(page).toHaveURL(/category=Emergency/);
    await expect(page.getByText(/^Showing 1 of \d+ pages$/)).toBeVisible();
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await page.goto("/sitemap?q=zzzzzz");
    await expect(page.getByText("No pages found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
  });

  test("has the Quick Access block", async ({ page }) => {
    await page.goto("/sitemap");
    for (const name of ["Protection Training", "Emergency Help", "Free Resources", "Contact Us"]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("filters still work", async ({ page }) => {
      await page.goto("/sitemap");
      await page.getByRole("link", { name: "Legal", exact: true }).click();
      await expect(page.getByTestId("sitemap-list").getByRole("link", { name: /Privacy/ })).toBeVisible();
    });
  });
});

test.describe("site search", () => {
  test("finds guides, posts and modules and links each to its page", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByLabel("What are you looking for?").fill("grandparent");
    const results = page.getByTestId("search-results");
    await expect(results.getByRole("link", { name: "Grandparent Scams" })).toHaveAttribute("href", "/scam-types/grandparent-scams");
    await expect(results.getByRole("link", { name: "AI Voice Cloning and the Grandparent Scam" })).toHaveAttribute(
      "href",
      "/blog/ai-voice-cloning-grandparent-scams",
    );
  });

  test("finds the page for words a frightened person types, and typos", async ({ page }) => {
    await gotoHydrated(page, "/search");
    const box = page.getByLabel("What are you looking for?");
    for (const [words, link] of [
      ["grandson jail bail", "/scam-types/grandparent-scams"],
      ["someone remote into my computer", "/scam-types/tech-support"],
      ["pasword", "/protect-yourself/secure-devices"],
    ] as const) {
      await box.fill(words);
      // The results change after the 300 ms pause and the answer from the server.
      await expect
        .poll(
          () =>
            page
              .getByTestId("search-results")
              .locator("li a")
              .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href"))),
          {
            message: words,
          },
        )
        .toContain(link);
    }
  });

  test("an empty result offers help now, the hotline and the checker", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByLabel("What are you looking for?").fill("qwertyuiop");
    const empty = page.getByTestId("search-empty");
    await expect(empty.getByRole("link", { name: "Get help now: a scam is happening" })).toHaveAttribute("href", "/help-now");
    await expect(empty.getByRole("link", { name: /Call the National Elder Fraud Hotline/ })).toHaveAttribute("href", /^tel:/);
    await expect(empty.getByRole("link", { name: "Check a link, message or phone number" })).toHaveAttribute("href", "/check");
  });

  test("a search that sounds like a scam happening now shows 'Get help now' above the results", async ({ page }) => {
    await gotoHydrated(page, "/search");
    const box = page.getByLabel("What are you looking for?");
    const help = page.getByTestId("search-help-now");
    await box.fill("grandson jail");
    await expect(page.getByTestId("search-results")).toBeVisible();
    await expect(help.getByRole("link", { name: "Get my plan now" })).toHaveAttribute("href", "/help-now");
    await expect(help.getByRole("link", { name: `Call the National Elder Fraud Hotline: ${HOTLINE.text}` })).toHaveAttribute(
      "href",
      HOTLINE.href,
    );
    // Above the results, so it is read first.
    const helpTop = (await help.boundingBox())!.y;
    expect(helpTop).toBeLessThan((await page.getByTestId("search-results").boundingBox())!.y);
    expect(await axeViolations(page)).toEqual([]);
    // An everyday search shows no box.
    await box.fill("phone scams");
    await expect(page.getByTestId("search-results")).toBeVisible();
    await expect(help).toHaveCount(0);
    // The home page's search shows it too.
    await gotoHydrated(page, "/");
    await page.getByLabel("Search our scam guides").fill("I sent money by wire");
    await expect(page.getByTestId("search-help-now").getByRole("link", { name: "Get my plan now" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a search that sounds like a scam happening now shows 'Get help now', with results or none", async ({ page }) => {
      for (const q of ["sent+money", "someone+is+on+the+phone", "gift+card+zzyzxqq"]) {
        await page.goto(`/search?q=${q}`);
        const help = page.getByTestId("search-help-now");
        await expect(help.getByRole("link", { name: "Get my plan now" })).toHaveAttribute("href", "/help-now");
        await expect(help.getByRole("link", { name: /Call the National Elder Fraud Hotline/ })).toHaveAttribute("href", HOTLINE.href);
      }
      await page.goto("/search?q=quiz");
      await expect(page.getByTestId("search-results")).toBeVisible();
      await expect(page.getByTestId("search-help-now")).toHaveCount(0);
    });

    test("a search for everyday words answers with the right page, and an empty one with help", async ({ page }) => {
      await page.goto("/search?q=gift+cards");
      await expect(page.getByTestId("search-results").getByRole("listitem").first()).toBeVisible();
      await page.goto("/search?q=bail");
      await expect(page.getByTestId("search-results").getByRole("link", { name: "Grandparent Scams" })).toBeVisible();
      await page.goto("/search?q=qwertyuiop");
      await expect(page.getByTestId("search-empty").getByRole("link", { name: /Get help now/ })).toBeVisible();
    });
  });

  test("sends scam_search and search_result_click", async ({ page }) => {
    // Record beacons in the page: a Blob body sent by sendBeacon is not visible to request events.
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { beacons: string[] }).beacons = sent;
      navigator.sendBeacon = (_url, data) => {
        void (data as Blob).text().then((text) => sent.push(text));
        return true;
      };
    });
    await gotoHydrated(page, "/search");
    const beacons = () => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.map((b) => JSON.parse(b)));
    await page.getByLabel("What are you looking for?").fill("romance");
    await expect.poll(async () => (await beacons()).find((b) => b.name === "scam_search")?.fields.query).toBe("romance");
    await page
      .getByTestId("search-results")
      .getByRole("link")
      .first()
      .evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
    await page.getByTestId("search-results").getByRole("link").first().click();
    await expect.poll(async () => (await beacons()).some((b) => b.name === "search_result_click")).toBe(true);
  });
});

test("sitemap.xml, robots.txt and the RSS feed are served with their types", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  expect(await sitemap.text()).toContain("/blog/cloned-vs-hacked-social-media</loc>");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap: ");
  const rss = await request.get("/blog/rss.xml");
  expect(rss.headers()["content-type"]).toContain("rss+xml");
  expect(await rss.text()).toContain("<item>");
});
