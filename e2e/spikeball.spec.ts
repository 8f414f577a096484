// Spikeball applications and teams in the browser, against the real server: a student applies with a receipt photo,
// the admin approves it in the console's Spikeball tab (the student's page changes live), the student creates a
// team and invites a second student, who accepts live; the admin's team management; the page guards; axe on each.
import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectNoA11yViolations } from "./axe";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
} from "./support/accounts";
import { projectContext } from "./support/contexts";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

/**
 * Closes every open toast, as a reader would. Toasts fade in and out, and sonner draws older ones faded behind the
 * newest; axe reads those half-transparent states as low contrast, so the pages are checked without them.
 */
async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (let i = 0; i < 6 && (await toasts.count()) > 0; i++) {
    await toasts
      .first()
      .getByRole("button", { name: "Close toast" })
      .click({ force: true, timeout: 2000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
}

/** A name no other test (or the other project) uses, so parallel tests never read each other's rows. */
function uniqueName(label: string, testInfo: TestInfo) {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

/** Resolves once the realtime hub has confirmed the page's subscription to `topic` (events after it arrive). */
function subscribedTo(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        const payload = String(frame.payload);
        if (payload.includes('"subscribed"') && payload.includes(`"${topic}"`)) resolve();
      }),
    );
  });
}

async function student(browser: Browser, testInfo: TestInfo, baseURL: string, fullName: string) {
  const context = await projectContext(browser, testInfo);
  const account = await createConfirmedStudent(context.request, baseURL, {
    email: uniqueEmail("spikeball"),
    fullName,
  });
  await signInThroughApi(context.request, baseURL, account);
  const { user } = (await (await context.request.get("/api/accounts/me")).json()) as { user: { id: string } };
  return { context, page: await context.newPage(), id: user.id, ...account };
}

async function adminContext(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return context;
}

/** The admin console's Spikeball tab, on the given sub-tab. */
async function openSpikeballTab(page: Page, subTab: "Applications" | "Teams") {
  const live = subscribedTo(page, "spikeball:admin");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Spikeball", exact: true }).click();
  await page.getByRole("tab", { name: subTab, exact: true }).click();
  await expect(page.getByRole("tab", { name: subTab, exact: true })).toHaveAttribute("aria-selected", "true");
  await live;
}

const receiptPng = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#f4f1e8" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="120" height="80"><rect x="10" y="10" width="100" height="8" fill="#333"/><rect x="10" y="30" width="70" height="6" fill="#666"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test("a student applies with a photo, is approved live, creates a team and a second student accepts an invite", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) => `/tmp/spikeball-${testInfo.project.name}-${name}.png`;
  const ana = await student(browser, testInfo, baseURL!, uniqueName("Ana", testInfo));
  const ben = await student(browser, testInfo, baseURL!, uniqueName("Ben", testInfo));
  const admin = await (await adminContext(browser, testInfo, baseURL!)).newPage();

  // Apply: no file first, then a real photo.
  const anaLive = subscribedTo(ana.page, `user:${ana.id}`);
  await ana.page.goto("/spikeball-signup");
  await expect(ana.page.getByRole("heading", { level: 2, name: "Apply with your receipt" })).toBeVisible();
  await expectNoA11yViolations(ana.page);
  await ana.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(ana.page, "No file selected")).toBeVisible();
  await expect(toast(ana.page, "Please select a receipt image to upload.")).toBeVisible();
  // The reason also stands under the field; a file that is not an image is refused as soon as it is picked.
  const receiptField = ana.page.getByLabel("Receipt image");
  await expect(receiptField).toHaveAccessibleDescription(/Please select a receipt image to upload\./);
  await receiptField.setInputFiles({
    name: "receipt.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  await expect(toast(ana.page, "Invalid file type")).toBeVisible();
  await expect(receiptField).toHaveAccessibleDescription(/Please select an image file\./);
  await expect(receiptField).toHaveAttribute("aria-invalid", "true");
  await ana.page.screenshot({ path: shot("signup-error") });
  // Closed as a person would, before it can stand over the button that the preview pushes down on a phone.
  const refused = ana.page.locator("[data-sonner-toast]").filter({ hasText: "Invalid file type" });
  await refused.getByRole("button", { name: "Close toast" }).click();
  await expect(refused).toBeHidden();
  await ana.page
    .getByLabel("Receipt image")
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: await receiptPng() });
  await expect(ana.page.getByRole("img", { name: "Preview of the selected receipt" })).toBeVisible();
  await ana.page.screenshot({ path: shot("signup-form"), fullPage: true });
  await ana.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(ana.page.getByRole("heading", { level: 2, name: "Application Status" })).toBeVisible();
  await expect(ana.page.getByText("Pending", { exact: true })).toBeVisible();
  await anaLive;
  await dismissToasts(ana.page);
  await expectNoA11yViolations(ana.page);

  // The admin approves it in the console's Spikeball tab, with a note; the receipt shows through its signed URL.
  await openSpikeballTab(admin, "Applications");
  const card = admin.locator("li").filter({ has: admin.getByRole("heading", { level: 3, name: ana.fullName }) });
  const receipt = card.getByRole("img", { name: `Receipt uploaded by ${ana.fullName}` });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  expect(await receipt.getAttribute("src")).toMatch(/^\/api\/files\/receipts\/.+signature=/);
  await expect(admin.getByLabel("Application status")).toHaveValue("pending");
  await admin.screenshot({ path: shot("admin-applications"), fullPage: true });
  await expectNoA11yViolations(admin);
  await card.getByLabel("Notes (optional)").fill("Receipt checked, welcome!");
  await card.getByRole("button", { name: `Approve ${ana.fullName}` }).click();
  await expect(toast(admin, "Application approved")).toBeVisible();
  // Approved, Ana leaves the pending list the panel opens on; the Approved view shows her, newest first.
  await expect(card).toHaveCount(0);
  await admin.getByLabel("Application status").selectOption("approved");
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expect(card.getByText("Receipt checked, welcome!")).toBeVisible();

  // Ana's page changes by itself.
  await expect(ana.page.getByText("Approved", { exact: true })).toBeVisible();
  await expect(ana.page.getByText("Receipt checked, welcome!")).toBeVisible();
  await ana.page.screenshot({ path: shot("signup-approved"), fullPage: true });
  await ana.page.getByRole("link", { name: "Go to Tournament Dashboard" }).click();
  await expect(ana.page).toHaveURL(/\/spikeball-dashboard$/);

  // Ana creates a team: the button waits for a name.
  const create = ana.page.getByRole("button", { name: "Create Team" });
  await expect(create).toBeDisabled();
  await ana.page.getByLabel("Team name").fill("   ");
  await expect(create).toBeDisabled();
  const teamName = uniqueName("Net Ninjas", testInfo);
  await ana.page.getByLabel("Team name").fill(teamName);
  await create.click();
  await expect(toast(ana.page, "Team created")).toBeVisible();
  await expect(ana.page.getByRole("heading", { level: 2, name: teamName })).toBeVisible();
  await expect(ana.page.getByText("Members 1/4")).toBeVisible();
  await expect(ana.page.getByText("Captain", { exact: true })).toBeVisible();
  await dismissToasts(ana.page);

  // Ben is approved (through the API, as the admin would), and opens his dashboard's Invites tab.
  const approveBen = await admin.request.post(`/api/spikeball/admin/users/${ben.id}/review`, {
    headers: originHeaders(baseURL!),
    data: { status: "approved" },
  });
  expect(approveBen.status(), await approveBen.text()).toBe(200);
  const benLive = subscribedTo(ben.page, `user:${ben.id}`);
  await ben.page.goto("/spikeball-dashboard");
  await ben.page.getByRole("tab", { name: "Invites" }).click();
  await expect(ben.page.getByText("No pending invites")).toBeVisible();
  await benLive;

  // Ana invites Ben from the dialog, by searching his name.
  await ana.page.getByRole("button", { name: "Invite Players" }).click();
  const dialog = ana.page.getByRole("dialog", { name: "Invite Players" });
  await dialog.getByLabel("Search by name or email").fill(ben.fullName);
  await expect(dialog.getByRole("button", { name: `Invite ${ben.fullName}` })).toBeVisible();
  await expectNoA11yViolations(ana.page);
  await dialog.getByRole("button", { name: `Invite ${ben.fullName}` }).click();
  await expect(toast(ana.page, "Invite sent")).toBeVisible();
  await expect(dialog.getByRole("button", { name: `${ben.fullName} invited` })).toBeDisabled();
  await ana.page.screenshot({ path: shot("invite-dialog") });
  await ana.page.keyboard.press("Escape");

  // The invite appears on Ben's open tab, with its count; he accepts and is on the team.
  const invite = ben.page.getByRole("listitem").filter({ hasText: teamName });
  await expect(invite).toBeVisible();
  await expect(invite.getByText(`Invited by ${ana.fullName}`, { exact: false })).toBeVisible();
  await expect(ben.page.getByRole("tab", { name: /Invites\s*1/ })).toBeVisible();
  await ben.page.screenshot({ path: shot("invites"), fullPage: true });
  await expectNoA11yViolations(ben.page);
  await invite.getByRole("button", { name: `Accept invite to ${teamName}` }).click();
  await expect(toast(ben.page, "Invite accepted")).toBeVisible();
  await expect(ben.page.getByText("No pending invites")).toBeVisible();
  await ben.page.getByRole("tab", { name: "My Team" }).click();
  await expect(ben.page.getByRole("heading", { level: 2, name: teamName })).toBeVisible();
  await expect(ben.page.getByText("Members 2/4")).toBeVisible();

  // Ana's team card shows Ben without a reload.
  await expect(ana.page.getByText("Members 2/4")).toBeVisible();
  await expect(ana.page.getByRole("list", { name: `Members of ${teamName}` }).getByText(ben.fullName)).toBeVisible();
  await ana.page.screenshot({ path: shot("my-team"), fullPage: true });
  await dismissToasts(ana.page);
  await expectNoA11yViolations(ana.page);

  await Promise.all([ana.context.close(), ben.context.close(), admin.context().close()]);
});

test("the admin creates, renames, fills and deletes a team in the Teams panel", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const adminCtx = await adminContext(browser, testInfo, baseURL!);
  const admin = await adminCtx.newPage();
  const player = await student(browser, testInfo, baseURL!, uniqueName("Cleo", testInfo));
  const approve = await adminCtx.request.post(`/api/spikeball/admin/users/${player.id}/review`, {
    headers: originHeaders(baseURL!),
    data: { status: "approved" },
  });
  expect(approve.status()).toBe(200);

  await openSpikeballTab(admin, "Teams");
  const name = uniqueName("Set Point", testInfo);
  await admin.getByLabel("Team name").fill(name);
  await expect(admin.getByLabel("Captain", { exact: true })).toHaveValue("");
  await expect(admin.getByLabel("Captain", { exact: true }).locator("option").first()).toHaveText(
    "No captain (name-only team)",
  );
  await admin.getByRole("button", { name: "Create Team" }).click();
  await expect(toast(admin, "Team created")).toBeVisible();
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { level: 3, name }) });
  await expect(card.getByText("Members 0/4")).toBeVisible();
  await dismissToasts(admin);
  await expectNoA11yViolations(admin);

  await card.getByRole("button", { name: `Rename ${name}` }).click();
  const rename = admin.getByRole("dialog", { name: "Rename Team" });
  await expect(rename.getByRole("button", { name: "Save" })).toBeDisabled();
  const renamed = `${name} B`;
  await rename.getByLabel("Team name").fill(renamed);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin, "Team updated")).toBeVisible();
  const card2 = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { level: 3, name: renamed }) });

  // The lists hold the first 50 available players by name; a search finds anyone.
  await admin.getByLabel("Find available players").fill(player.fullName);
  await expect(card2.getByLabel(`Add a member to ${renamed}`).locator("option")).toHaveCount(2);
  await card2.getByLabel(`Add a member to ${renamed}`).selectOption({ label: `${player.fullName} (${player.email})` });
  await card2.getByRole("button", { name: "Add Member" }).click();
  await expect(toast(admin, "Member added")).toBeVisible();
  await expect(card2.getByText("Members 1/4")).toBeVisible();
  await admin.screenshot({ path: `/tmp/spikeball-${testInfo.project.name}-admin-teams.png`, fullPage: true });

  await card2.getByRole("button", { name: `Remove ${player.fullName} from ${renamed}` }).click();
  await expect(toast(admin, "Member removed")).toBeVisible();
  await expect(card2.getByText("Members 0/4")).toBeVisible();

  await card2.getByRole("button", { name: `Delete ${renamed}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Delete Team" }).click();
  await expect(toast(admin, "Team deleted")).toBeVisible();
  await expect(admin.getByRole("heading", { level: 3, name: renamed })).toHaveCount(0);
  await Promise.all([adminCtx.close(), player.context.close()]);
});

test("spikeball pages send visitors to /auth and back, and unapproved students to the signup page", async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  await page.goto("/spikeball-dashboard");
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fspikeball-dashboard$/);

  // Signing in on /auth returns to the page; without an approved application the dashboard sends on to signup.
  const context = await projectContext(browser, testInfo);
  const account = await createConfirmedStudent(context.request, baseURL!, {
    email: uniqueEmail("spikeball-guard"),
    fullName: uniqueName("Dana", testInfo),
  });
  await context.close();
  await page.goto("/auth?returnTo=%2Fspikeball-dashboard");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/spikeball-signup$/);
  await expect(page.getByRole("heading", { level: 2, name: "Apply with your receipt" })).toBeVisible();

  // An unsafe returnTo goes home instead.
  await page.goto("/auth?returnTo=%2F%2Fevil.example");
  await expect(page).toHaveURL(/\/$/);
});
