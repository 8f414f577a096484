// A second accessibility engine beside axe (e2e/axe.ts): HTML_CodeSniffer, the engine pa11y runs by default, in the
// same build pa11y ships (@pa11y/html_codesniffer), run in the test's own page the way pa11y's runner does. Engines
// disagree: the toggle switches were named for Chromium and axe but not for HTML_CodeSniffer (H91, issue 36).
// pa11y itself drives its own Chrome through puppeteer, which cannot sign in through our forms in the test's page.
import { createRequire } from "node:module";
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { untilColoursSettle } from "./support/settle";

const source = fs.readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

type Finding = { code: string; message: string; element: string };

/** Fails the test on any HTML_CodeSniffer error at WCAG2AA (pa11y's default standard), listing code and element. */
export async function expectNoHtmlcsErrors(page: Page): Promise<void> {
  // Its contrast check (G18) saw a tab just left halfway through its colour transition (CI, 2026-11-28).
  await untilColoursSettle(page);
  await page.evaluate(source);
  const findings = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
                lang: string,
              ) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: message.element?.outerHTML?.slice(0, 160) ?? String(message.element),
                })),
            ),
          () => reject(new Error("HTML_CodeSniffer failed to run")),
          "en",
        );
      }),
  );
  // No code is left out: every error at WCAG 2.1 AA fails the test, contrast included.
  const errors = findings;
  if (errors.length > 0) {
    console.error(
      `HTML_CodeSniffer errors on ${page.url()}:\n${errors.map((e) => `${e.code}: ${e.message}\n    ${e.element}`).join("\n")}`,
    );
  }
  expect(
    errors.map((e) => `${e.code} ${e.element}`),
    `HTML_CodeSniffer found errors on ${page.url()}`,
  ).toEqual([]);
}
