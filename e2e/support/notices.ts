// The school notifications banner shows little until asked (notification-banner.tsx): on a desktop the newest card
// and "Show N more", on a phone a one-line bar. A test that reads one notice opens what hides it, as a person would.
import { expect, type Locator, type Page } from "@playwright/test";

/** The card of the notice titled `title`, once the banner shows it; opens the phone's bar or "Show N more" first. */
export async function noticeCard(page: Page, title: string): Promise<Locator> {
  const banner = page.getByRole("region", { name: "School notifications" });
  const card = banner.getByRole("status").filter({ hasText: title });
  // The phone's bar ("<newest title> 3 notifications"), or the desktop's button for the others ("Show 2 more").
  const opener = banner
    .getByRole("button", { expanded: false })
    .filter({ visible: true })
    .filter({ hasText: /\d+ notifications?$|^Show \d+ more$/ });
  await expect(card.or(opener).first()).toBeVisible();
  if (!(await card.isVisible()) && (await opener.count())) await opener.first().click();
  return card;
}
