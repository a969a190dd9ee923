import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from "./scripts/chromium.ts";
import { readFileSync } from "node:fs";
const cpu = () => {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  return { busy: (f[0] + f[1] + f[2]) / 100, sys: f[2] / 100 };
};
for (const [name, ignore] of [
  ["as is", []],
  ["shm", ["--disable-dev-shm-usage"]],
  ["as is", []],
  ["shm", ["--disable-dev-shm-usage"]],
]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS, ignoreDefaultArgs: ignore });
  for (let i = 0; i < 3; i++) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.setContent("<p>hi</p>");
    await ctx.close();
  }
  const s = Date.now(),
    c = cpu();
  for (let i = 0; i < 20; i++) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto("http://localhost:8811/about");
    await p.waitForSelector("html[data-hydrated]");
    await ctx.close();
  }
  const e = cpu();
  console.log(
    name.padEnd(8),
    "wall/page",
    (Date.now() - s) / 20,
    "ms; cpu/page",
    ((e.busy - c.busy) / 20).toFixed(2),
    "s; sys/page",
    ((e.sys - c.sys) / 20).toFixed(2),
  );
  await browser.close();
}
