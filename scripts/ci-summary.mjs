// Adds up the JSON reports of Vitest and Playwright into CI's one closing line: "N passed, N failed". Above it, each
// test that failed (or passed only on its retry) by name, with the first lines of its error: CI's log is cut to its
// beginning and end, and this is the end.
import fs from "node:fs";

const ERROR_LINES = 12;
// Colour codes make the log unreadable where it is not a terminal.
// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
const firstLines = (text) =>
  plain(text)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, ERROR_LINES)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join("\n");

/** Playwright's report nests suites (files, describe blocks); each spec holds one test per project. */
function playwrightProblems(suites, titles = []) {
  const problems = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const failure = (test.results ?? []).find(
          (result) => result.status !== "passed" && result.status !== "skipped",
        );
        const error = failure?.error?.message ?? failure?.errors?.[0]?.message ?? failure?.status;
        problems.push(
          `    ${test.status === "flaky" ? "flaky" : "FAILED"}: [${test.projectName}] ${[...path, spec.title].join(" › ")}` +
            ` (${spec.file}:${spec.line})\n${firstLines(error)}`,
        );
      }
    }
    problems.push(...playwrightProblems(suite.suites, path));
  }
  return problems;
}

function vitestProblems(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed to load has no failed test, only its message.
    if (failedTests.length === 0 && file.status === "failed") {
      return [`    FAILED: ${file.name}\n${firstLines(file.message)}`];
    }
    return failedTests.map(
      (test) => `    FAILED: ${file.name} › ${test.fullName}\n${firstLines((test.failureMessages ?? []).join("\n"))}`,
    );
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  // A run that could not start (its build failed) leaves no report: that is a failure, named.
  if (!fs.existsSync(file)) {
    console.log(`${file}: no report (the run did not finish; its log says why)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  let problems;
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    // A flaky test failed once and passed on its retry: it counts as passed, but is named so that it gets mended.
    const flaky = report.stats.flaky ? `, ${report.stats.flaky} flaky (passed on retry)` : "";
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed${flaky}`);
    problems = playwrightProblems(report.suites);
  } else {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    problems = vitestProblems(report);
  }
  for (const problem of problems) console.log(problem);
}
console.log(skipped ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
