// Layout checks shared by the browser tests.
import { expect, type Page } from "@playwright/test";

/** Nothing wider than the screen: no sideways scrolling, and no card clipped at the right edge instead. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // The screen's width, not window.innerWidth: a phone browser widens its layout viewport to fit content too wide.
  const screenWidth = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page scrolls sideways on ${page.url()}`).toBeLessThanOrEqual(screenWidth);
  // A page may clip what overflows instead of scrolling: every card must also end inside the screen.
  const widest = await page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('main [data-slot="card"]')].map((e) => e.getBoundingClientRect().right),
    ),
  );
  expect(widest, `a card ends past the screen's edge on ${page.url()}`).toBeLessThanOrEqual(screenWidth);
}
