import { chromium } from "playwright";
const base = "http://127.0.0.1:3391";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
async function signIn(page, email, password, path = "/login") {
  await page.goto(base + path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /sign in|log in/i }).first().click();
  await page.waitForURL(/dashboard/);
}
for (const [label, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 360, height: 780 }]]) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await signIn(page, "maya.chen@students.riverside.example", "Riverside-Demo-2026");
  await page.goto(base + "/jenga/leaderboard");
  await page.getByText(/Jenga Leaderboard/).first().waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/${label}-leaderboard.png`, fullPage: true });
  await page.goto(base + "/dashboard");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${label}-dashboard.png` });
  await ctx.close();
  const actx = await browser.newContext({ viewport });
  const admin = await actx.newPage();
  await signIn(admin, "office@riverside.example", "Office-Password-2026!x", "/admin/login");
  await admin.waitForTimeout(1500);
  await admin.screenshot({ path: `/tmp/shots/${label}-admin.png`, fullPage: true });
  await admin.getByRole("tab", { name: "Spikeball", exact: true }).click();
  await admin.waitForTimeout(1500);
  await admin.screenshot({ path: `/tmp/shots/${label}-spikeball-admin.png`, fullPage: true });
  await admin.goto(base + "/jenga/admin");
  await admin.waitForTimeout(1500);
  await admin.screenshot({ path: `/tmp/shots/${label}-jenga-admin.png`, fullPage: true });
  await admin.goto(base + "/admin/dashboard");
  await admin.getByRole("tab", { name: "Settings", exact: true }).click();
  await admin.waitForTimeout(1200);
  await admin.screenshot({ path: `/tmp/shots/${label}-settings.png`, fullPage: true });
  await actx.close();
}
await browser.close();
