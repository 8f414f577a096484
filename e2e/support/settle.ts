// Before an accessibility engine judges colours: they are judged as they end up, not halfway through an entrance or a
// transition (a fade-in's first frames are faint; a tab just left is still changing colour). Used by e2e/axe.ts and
// e2e/htmlcs.ts.
import type { Page } from "@playwright/test";

/**
 * The toasts' outlet mounts once the browser is idle after the first paint, and shows then a toast raised before (a
 * redirect's "Access Denied"): waits for it, then until no finite animation or transition has run for a moment
 * (endless ones, such as a live dot's pulse, never end).
 */
export async function untilColoursSettle(page: Page): Promise<void> {
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
}
