// Accessibility check for e2e tests: runs axe-core against WCAG 2.0/2.1 A and AA and fails on any violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { untilColoursSettle } from "./support/settle";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Fails the test on any axe violation, listing each rule id with the elements it found. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await untilColoursSettle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    - ${node.target.join(" ")}`).join("\n");
    return `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}\n${targets}`;
  });
  if (violations.length > 0) {
    console.error(`Accessibility violations on ${page.url()}:\n${violations.join("\n")}`);
  }
  expect(violations, `axe found accessibility violations on ${page.url()}`).toEqual([]);
}
