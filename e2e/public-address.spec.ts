// The address the app is opened by. The suite's server is set up for http://127.0.0.1:<port> (PUBLIC_URL); a person
// who opens http://localhost:<port> instead reaches the same machine, and is told, in the sign-in form, where to go.
import { expect, test, type Page } from "@playwright/test";
import { createConfirmedStudent, uniqueEmail } from "./support/accounts";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";

/** A toast's text, title or description. */
function toastText(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

test("signing in at another name of the same machine says where to open the app", async ({
  page,
  request,
  baseURL,
}) => {
  const student = await createConfirmedStudent(request, baseURL!, { email: uniqueEmail("other-address") });
  const elsewhere = baseURL!.replace("127.0.0.1", "localhost");

  await page.goto(`${elsewhere}/?mode=signin`);
  await page.getByLabel("Email", { exact: true }).fill(student.email);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(toastText(page, "Error signing in")).toBeVisible();
  await expect(toastText(page, `Open ${APP_NAME} at ${baseURL} and try again.`)).toBeVisible();

  // At the address it was set up for, the same sign-in works.
  await page.goto(`${baseURL}/?mode=signin`);
  await page.getByLabel("Email", { exact: true }).fill(student.email);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toastText(page, "Success! You've been signed in")).toBeVisible();
});
