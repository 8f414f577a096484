// Accounts in the browser, against the real server: sign-up with the mailed confirmation link, sign-in, staying
// signed in, sign-out, password reset, the admin login, moderation, accessibility and the phone layout.
import { type APIRequest, type APIRequestContext, expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  STUDENT_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
  waitForMailLink,
} from "./support/accounts";
import { expectNoHorizontalScroll } from "./support/layout";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";
const SCHOOL_NAME = "Riverside High School";

/** A toast whose title is exactly `title`. */
function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toaster]").getByText(title, { exact: true }).first();
}

async function signInThroughCard(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function expectDashboard(page: Page, email: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

test.describe("the auth card", () => {
  test("Get Started, Sign In and Login open it in place, and Back returns to the hero", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");

    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/\?mode=signup$/);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);

    await header.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();

    await page.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await header.getByRole("link", { name: "Back" }).click();

    await header.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/\?mode=signin$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });

  test("switches tabs with the arrow keys", async ({ page }) => {
    await page.goto("/?mode=signin");
    const signInTab = page.getByRole("tab", { name: "Sign In" });
    await signInTab.focus();

    await page.keyboard.press("ArrowRight");

    const signUpTab = page.getByRole("tab", { name: "Sign Up" });
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toBeVisible();
  });

  test("shows the sign-up rules' messages, tied to their fields, before anything is sent", async ({ page }) => {
    await page.goto("/?mode=signup");
    await page.getByLabel("Full Name").fill("Mismatch Student");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("mismatch"));
    await page.getByLabel("Password", { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByLabel("Confirm Password").fill(`${STUDENT_PASSWORD}!`);

    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(page.getByText("Password mismatch: Passwords do not match. Please try again.")).toBeVisible();
    await expect(page.getByText("School required: Please select your school.")).toBeVisible();
    await expect(page.getByLabel("Confirm Password")).toHaveAccessibleDescription(
      "Password mismatch: Passwords do not match. Please try again.",
    );
    await expect(page.getByLabel("School", { exact: true })).toHaveAccessibleDescription(
      "School required: Please select your school.",
    );
    await expect(page.getByLabel("Confirm Password")).toBeFocused();
  });

  test("shows the server's refusal of a password built from the name under the password", async ({ page }) => {
    await page.goto("/?mode=signup");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("lovelace"));
    await page.getByLabel("Password", { exact: true }).fill("Lovelace2026");
    await page.getByLabel("Confirm Password").fill("Lovelace2026");
    await page.getByLabel("School", { exact: true }).selectOption({ label: SCHOOL_NAME });

    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription(/Choose a password that does not contain your name or email$/);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
  });

  test("has no accessibility violations on either tab, and fits a phone", async ({ page }) => {
    await page.goto("/?mode=signin");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("School", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe("signing up and in", () => {
  test("a new student signs up, confirms the email, signs in, stays signed in after a reload, and signs out", async ({
    page,
  }) => {
    const email = uniqueEmail("newcomer");
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).click();

    await page.getByLabel("Full Name").fill("Nova Newcomer");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByLabel("Confirm Password").fill(STUDENT_PASSWORD);
    await page.getByLabel("School", { exact: true }).selectOption({ label: SCHOOL_NAME });
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(toast(page, "Check your email! We've sent you a confirmation link")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

    // Before confirming, sign-in is refused with a way to get the mail again.
    await page.getByLabel("Password", { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Error signing in")).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();

    await page.goto(await waitForMailLink(email, "verify-email"));
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await expect(page.getByText("Email confirmed! You can sign in now.")).toBeVisible();

    await signInThroughCard(page, email, STUDENT_PASSWORD);
    await expect(toast(page, "Success! You've been signed in")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectDashboard(page, email);

    // On reload the landing page must never flash before the dashboard.
    await page.addInitScript(() => {
      const seen = window as unknown as { heroSeen?: boolean };
      seen.heroSeen = false;
      new MutationObserver(() => {
        if (document.getElementById("hero-title")) seen.heroSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expectDashboard(page, email);
    expect(await page.evaluate(() => (window as unknown as { heroSeen?: boolean }).heroSeen)).toBe(false);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Signed out")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();
    expect((await page.request.get("/api/accounts/me")).status()).toBe(401);
  });

  test("a forgotten password is replaced through the mailed link", async ({ page, request, baseURL }) => {
    const { email } = await createConfirmedStudent(request, baseURL!, { email: uniqueEmail("forgetful") });
    const newPassword = "Comet-Harbour-2027";
    await page.goto("/auth?mode=signin");
    await page.getByLabel("Email", { exact: true }).fill(email);

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();

    await page.goto(await waitForMailLink(email, "reset-password"));
    await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
    // The server refuses a common password, and the form shows why under the field.
    await page.getByLabel("New Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm New Password").fill("password123");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription(
      /This password is one of the most common ones\. Please choose a less common password\.$/,
    );
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(toast(page, "Password updated")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await signInThroughCard(page, email, newPassword);
    await expectDashboard(page, email);
  });

  test("a refused reset link says so and offers a new one", async ({ page }) => {
    await page.goto("/auth?mode=reset&error=INVALID_TOKEN");

    await expect(page.getByRole("alert")).toContainText("This password reset link is invalid or has expired.");
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  });

  test("the dashboard has no accessibility violations and fits a phone", async ({ page, baseURL }) => {
    const student = await createConfirmedStudent(page.request, baseURL!, { email: uniqueEmail("dashboard") });
    await signInThroughApi(page.request, baseURL!, student);

    await page.goto("/dashboard");
    await expectDashboard(page, student.email);
    await expect(page.getByRole("link", { name: "Play Now" })).toHaveAttribute("href", "/jenga");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    // A signed-in visitor sent to /auth lands on the dashboard instead.
    await page.goto("/auth?mode=signin");
    await expect(page).toHaveURL(/\/$/);
    await expectDashboard(page, student.email);
  });

  test("/dashboard asks a signed-out visitor to log in", async ({ page }) => {
    await page.goto("/dashboard");

    await expect(page.getByText("Please log in to access your dashboard")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("admin login", () => {
  test("an admin signs in and reaches the admin dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await page.getByLabel("Admin Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(toast(page, "Admin login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // Already an admin: the login page sends them straight on.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a student is refused and signed out again", async ({ page, request, baseURL }) => {
    const student = await createConfirmedStudent(request, baseURL!, { email: uniqueEmail("not-an-admin") });
    await page.goto("/admin/login");
    await page.getByLabel("Admin Email").fill(student.email);
    await page.getByLabel("Password").fill(student.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(toast(page, "Access Denied: You do not have admin privileges.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get("/api/accounts/me")).status()).toBe(401);
  });

  test("the admin dashboard sends anyone but a signed-in admin to the admin login", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe("moderation", () => {
  /** Bans the student for 48 hours through the admin API, as an admin in a request context of its own. */
  async function banStudent(apiRequest: APIRequest, baseURL: string, userId: string, reason: string) {
    const admin = await apiRequest.newContext({ baseURL });
    try {
      await signInThroughApi(admin, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const response = await admin.patch(`/api/admin/users/${userId}/status`, {
        headers: originHeaders(baseURL),
        data: { status: "banned", reason, banHours: 48 },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { user: { bannedUntil: string } }).user.bannedUntil;
    } finally {
      await admin.dispose();
    }
  }

  /** A confirmed student, signed in within `request` (a page's request context signs the page in). */
  async function signedInStudent(request: APIRequestContext, baseURL: string, label: string) {
    const student = await createConfirmedStudent(request, baseURL, { email: uniqueEmail(label) });
    await signInThroughApi(request, baseURL, student);
    const me = await request.get("/api/accounts/me");
    const { user } = (await me.json()) as { user: { id: string } };
    return { ...student, id: user.id };
  }

  // The ban closes the student's socket (1008); the page refetches who is signed in and shows the reason at once.
  test("a student banned while signed in sees the restriction screen without reloading", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const student = await signedInStudent(page.request, baseURL!, "banned");
    // The dashboard follows the student's own topic; wait until it has subscribed, so the ban reaches an open socket.
    const subscribed = new Promise<void>((resolve) => {
      page.on("websocket", (socket) =>
        socket.on("framesent", (frame) => {
          if (String(frame.payload).includes(`"user:${student.id}"`)) resolve();
        }),
      );
    });
    await page.goto("/");
    await expectDashboard(page, student.email);
    await subscribed;

    const bannedUntil = await banStudent(playwright.request, baseURL!, student.id, "Spamming the message board");

    await expect(page.getByRole("heading", { level: 1, name: "Account Temporarily Banned" })).toBeVisible();
    await expect(page.getByText("Status: Banned")).toBeVisible();
    await expect(page.getByText("Spamming the message board")).toBeVisible();
    await expect(page.getByText("Ban Duration")).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", bannedUntil);
    await expect(page.getByText(/contact support/)).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();
  });

  test("a banned student who signs in is told why and until when", async ({ page, request, playwright, baseURL }) => {
    const student = await signedInStudent(request, baseURL!, "banned-sign-in");
    await banStudent(playwright.request, baseURL!, student.id, "Spamming the message board");

    await page.goto("/?mode=signin");
    await signInThroughCard(page, student.email, student.password);

    await expect(
      page
        .locator("[data-sonner-toaster]")
        .getByText(/^Your account has been banned\. Reason: Spamming the message board\. This ban expires on .+/),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });
});
