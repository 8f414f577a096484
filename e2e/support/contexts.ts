// Browser contexts like the `page` fixture's own: the project's screen (desktop or a 360 px phone) and its other
// settings (service workers blocked outside the PWA test), for tests that need several users at once.
import type { Browser, BrowserContext, BrowserContextOptions, TestInfo } from "@playwright/test";

export async function projectContext(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL, serviceWorkers } = testInfo.project.use;
  return browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
    serviceWorkers,
    ...options,
  });
}
