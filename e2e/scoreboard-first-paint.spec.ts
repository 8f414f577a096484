// A chroma-keyed scoreboard is green from its first paint: OBS keys the green out, so the navy "Loading…" the other
// pages paint while their code downloads showed on the stream as a dark full-frame flash (issue 36). The page's
// scripts are held back to stand in for a cold first visit on a slow connection, and every frame until the
// scoreboard shows is sampled from the moment the document exists.
import { expect, test } from "@playwright/test";

const GREEN = "rgb(0, 177, 64)";

declare global {
  interface Window {
    paintSamples: string[];
  }
}

for (const path of ["/sports-lower-third-match-1", "/sports-lower-third-match-4", "/sports-lower-third"]) {
  test(`${path} paints only its green until the scoreboard shows, with its code slow to arrive`, async ({ page }) => {
    await page.addInitScript(() => {
      window.paintSamples = [];
      // What a viewer sees in the middle of the frame: the first painted background from the element there up.
      const sample = () => {
        let element: Element | null = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        if (!element) element = document.body ?? document.documentElement;
        for (; element; element = element.parentElement) {
          const colour = getComputedStyle(element).backgroundColor;
          if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
        }
        return "none";
      };
      const frame = () => {
        if (document.documentElement) window.paintSamples.push(sample());
        if (!document.querySelector("main [data-broadcast-stage]")) {
          requestAnimationFrame(frame);
        }
      };
      document.addEventListener("DOMContentLoaded", () => window.paintSamples.push(sample()));
      requestAnimationFrame(frame);
    });
    // Every script waits a second and a half, as on a cold first visit over a phone's connection.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator("main [data-broadcast-stage]")).toBeVisible({ timeout: 20_000 });
    const samples = await page.evaluate(() => window.paintSamples);
    expect(samples.length).toBeGreaterThan(3);
    expect([...new Set(samples)]).toEqual([GREEN]);
  });
}
