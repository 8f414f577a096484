// Adds up the JSON reports of Vitest and Playwright into CI's one closing line: "N passed, N failed".
import fs from "node:fs";

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
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    // A flaky test failed once and passed on its retry: it counts as passed, but is named so that it gets mended.
    const flaky = report.stats.flaky ? `, ${report.stats.flaky} flaky (passed on retry)` : "";
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed${flaky}`);
  } else {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
console.log(skipped ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
