// The first run, as a newcomer has it: a server started on an empty database with no ADMIN_EMAIL prints a one-time
// setup link; the link's page creates the first administrator, who lands in the console; then the link is gone.
// The suite's own server has an administrator, so this test starts a server of its own, with PUBLIC_URL unset as
// `npm start` runs it, on its own port and data folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../src/server/testing/server-process";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";
const ADMIN = { name: "Dana Whitfield", email: "dana@riverside.example", password: "Harbor-Lights-2026" };

let server: ServerProcess;
let dataDir: string;
let port: number;

test.describe.configure({ timeout: 180_000 });
// One server for the file. It runs in the desktop project only (playwright.config.ts): the screen size changes
// nothing here, and the accessibility sweep checks /setup on the phone.

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-first-run-"));
  port = await freePort();
  server = await startServerProcess(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL: undefined,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    // Request lines too, to show that none holds the token.
    LOG_LEVEL: "info",
    WEB_DIST: process.env.WEB_DIST ?? "./dist/web",
  });
});

test.afterAll(async () => {
  if (server) await stopServerProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The setup link in the server's output (a JSON log line, since its stdout is not a terminal). */
async function printedSetupLink(): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const line of server.stdout().split("\n")) {
        if (!line.includes('"setupUrl"')) continue;
        link = (JSON.parse(line) as { setupUrl: string }).setupUrl;
      }
      return link;
    })
    .toBeDefined();
  return link!;
}

test("the printed setup link creates the first administrator once, then is gone", async ({ browser }) => {
  const link = await printedSetupLink();
  expect(link).toMatch(new RegExp(`^http://localhost:${port}/setup#token=[\\w-]+$`));
  const token = new URL(link).hash.replace("#token=", "");

  const context = await browser.newContext();
  const page = await context.newPage();
  // Every path the page shows, in order (the router changes it with the history API, without a page load).
  await page.addInitScript(() => {
    const seen: string[] = [location.pathname];
    (window as unknown as { cohortPaths: string[] }).cohortPaths = seen;
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        if (seen.at(-1) !== location.pathname) seen.push(location.pathname);
      };
    }
  });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Set up ${APP_NAME}` })).toBeVisible();

  await page.getByLabel("Full Name").fill(ADMIN.name);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await expect(page.getByText("This password is one of the most common ones.", { exact: false })).toBeVisible();
  // The form, with an error shown, is checked by axe like every page of the sweep (which sees the page once done).
  await expectNoA11yViolations(page);

  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Confirm Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Create Administrator" }).click();

  // Signed in, in the console, and straight there: never bounced through the admin login with "Please log in".
  await expect(page).toHaveURL(`http://localhost:${port}/admin/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible({ timeout: 20_000 });
  const toasts = page.locator("[data-sonner-toaster]");
  await expect(toasts.getByText("Administrator created", { exact: true })).toBeVisible();
  await expect(toasts.getByText("Please log in to access this page")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cohortPaths: string[] }).cohortPaths)).toEqual([
    "/setup",
    "/admin/dashboard",
  ]);

  // The link is gone: the page says so and leads to the admin login, and the API refuses it.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Setup is done" })).toBeVisible();
  const answer = await page.request.post(`http://localhost:${port}/api/accounts/setup`, {
    headers: { origin: `http://localhost:${port}` },
    data: {
      token,
      fullName: "Someone Else",
      email: "else@riverside.example",
      password: "Another-Pass-77",
      confirmPassword: "Another-Pass-77",
    },
  });
  expect(answer.status()).toBe(410);
  await page.getByRole("link", { name: "Go to Admin Login" }).click();
  await expect(page).toHaveURL(`http://localhost:${port}/admin/dashboard`);
  await context.close();

  // A new browser at 127.0.0.1, another name of the same machine and port, signs in through the form.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(`http://127.0.0.1:${port}/admin/login`);
  await again.getByLabel("Admin Email").fill(ADMIN.email);
  await again.getByLabel("Password").fill(ADMIN.password);
  await again.getByRole("button", { name: "Sign In" }).click();
  await expect(again.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible({ timeout: 20_000 });
  await again.goto(`http://127.0.0.1:${port}/setup`);
  await expect(again.getByRole("heading", { level: 1, name: "Setup is done" })).toBeVisible();
  await other.close();

  // Every request above is in the log, by URL; the token is only in the line that printed it.
  expect(server.stdout()).toContain('"url":"/api/accounts/setup"');
  const linesWithToken = server
    .stdout()
    .split("\n")
    .filter((line) => line.includes(token));
  expect(linesWithToken, "the token is in the printed line only").toHaveLength(1);
  expect(linesWithToken[0]).toContain('"setupUrl"');
});
