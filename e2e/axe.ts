// Accessibility check for e2e tests: runs axe-core against WCAG 2.0/2.1 A and AA and fails on any violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Fails the test on any axe violation, listing each rule id with the elements it found. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Colours are judged as they end up, not halfway through an entrance (a fade-in's first frames are faint). The
  // toasts' outlet mounts once the browser is idle after the first paint, and shows then a toast raised before (a
  // redirect's "Access Denied"): wait for it, then until no finite animation or transition has run for a moment
  // (endless ones, such as a live dot's pulse, never end).
  await page
    .locator('section[aria-label^="Notifications"]')
    .waitFor({ state: "attached", timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const deadline = performance.now() + 5_000;
    let quietSince = performance.now();
    while (performance.now() < deadline) {
      const running = finite();
      if (running.length > 0) {
        await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), pause(1_000)]);
        quietSince = performance.now();
      } else if (performance.now() - quietSince >= 250) {
        return;
      }
      await pause(50);
    }
  });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    - ${node.target.join(" ")}`).join("\n");
    return `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}\n${targets}`;
  });
  if (violations.length > 0) {
    console.error(`Accessibility violations on ${page.url()}:\n${violations.join("\n")}`);
  }
  expect(violations, `axe found accessibility violations on ${page.url()}`).toEqual([]);
}
