// Signing in the way a person does: on the landing page's form (or the admin login), in the page that then stays
// open. Nothing is injected into the browser: the page's own code has to notice who signed in, which is what a test
// that starts with a session cookie never checks (a realtime socket opened before the sign-in stayed anonymous).
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedStudent, signInThroughApi, uniqueEmail } from "./accounts";

/** Opens the landing page, and signs in through its form; ends on the signed-in dashboard. */
export async function signInThroughForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/");
  await untilTheAppTookOver(page);
  await rememberThisPage(page);
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/** Opens the admin login and signs the administrator in through its form; ends on the admin console. */
export async function signInAtAdminLogin(page: Page) {
  await page.goto("/admin/login");
  await rememberThisPage(page);
  await page.getByLabel("Admin Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/**
 * Waits until React has taken over the landing page's markup, which the server sends rendered (docs/decisions/024):
 * a link clicked before then is an ordinary link, which loads the next page instead of switching in place.
 */
export async function untilTheAppTookOver(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Marks the loaded document, so that expectNoReload can tell the page was never loaded again. */
async function rememberThisPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { cohortTestMark: boolean }).cohortTestMark = true;
  });
}

/** The page is the document the test signed in on: nothing was reloaded to make it show what it shows. */
export async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { cohortTestMark?: boolean }).cohortTestMark)).toBe(true);
}

/**
 * Resolves once the realtime hub confirms one of the page's sockets follows `topic`. Start waiting before the step
 * that subscribes (the sign-in itself): frames are only seen while listening.
 */
export function followed(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        const payload = String(frame.payload);
        if (payload.includes('"subscribed"') && payload.includes(`"topic":"${topic}"`)) resolve();
      }),
    );
  });
}

/** A confirmed student nobody has signed in yet, and an API client of their own for what the test sets up. */
export async function newStudent(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  { label, fullName }: { label: string; fullName: string },
) {
  const setup = await playwright.request.newContext({ baseURL });
  const account = await createConfirmedStudent(setup, baseURL, { email: uniqueEmail(label), fullName });
  await signInThroughApi(setup, baseURL, account);
  const { user } = (await (await setup.get("/api/accounts/me")).json()) as { user: { id: string } };
  return { ...account, id: user.id, api: setup };
}

/** The administrator as an API client: the "someone else" who changes something while the page stays open. */
export async function adminApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const api: APIRequestContext = await playwright.request.newContext({ baseURL });
  await signInThroughApi(api, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return api;
}
