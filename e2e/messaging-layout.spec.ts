// The student's conversation dialog at desktop widths: New message stays inside the Conversations column and clear
// of the people picker's back arrow (issue 36: it overflowed by 26 px at 1280 px and 63 px at 800 px).
import { expect, type Locator, test } from "@playwright/test";
import { createConfirmedStudent, uniqueEmail } from "./support/accounts";
import { signInThroughForm } from "./support/sign-in";

const box = async (locator: Locator) => (await locator.boundingBox())!;

test("New message fits its column and keeps clear of the picker's back arrow at 1280 and 800 px", async ({
  page,
  playwright,
  baseURL,
}) => {
  const setup = await playwright.request.newContext({ baseURL });
  const student = await createConfirmedStudent(setup, baseURL!, { email: uniqueEmail("columns") });
  await setup.dispose();
  await signInThroughForm(page, student);

  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole("button", { name: "Messages" }).click();
    const dialog = page.getByRole("dialog");
    const column = dialog.getByRole("region", { name: "Conversations" });
    const newMessage = column.getByRole("button", { name: "New message" });
    await expect(newMessage).toBeVisible();
    const columnBox = await box(column);
    const buttonBox = await box(newMessage);
    expect(buttonBox.x + buttonBox.width, `${width} px`).toBeLessThanOrEqual(columnBox.x + columnBox.width);
    expect(buttonBox.x, `${width} px`).toBeGreaterThanOrEqual(columnBox.x);

    await newMessage.click();
    const back = dialog.getByRole("button", { name: "Back to conversations" });
    await expect(back).toBeVisible();
    expect((await box(back)).x, `${width} px`).toBeGreaterThanOrEqual(buttonBox.x + buttonBox.width + 4);
    await back.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});
