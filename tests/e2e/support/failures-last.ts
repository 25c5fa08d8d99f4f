/**
 * Repeats each failed test's first error at the very end of the run. CI keeps only the tail of a
 * run's output, and the line reporter prints errors as they happen, hundreds of lines earlier; a
 * failure seen only by its title cannot be reproduced.
 */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Enough of an error to find it: the message and the first frames of its stack. */
const LINES_PER_FAILURE = 14;

// ANSI colour codes from the expect messages; the log is read as plain text.
// eslint-disable-next-line no-control-regex -- the escape character is what is being removed
const ANSI = /\u001b\[[0-9;]{0,12}m/g;

export default class FailuresLast implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    if (test.outcome() === "flaky") return;
    const error = result.errors[0];
    const text = (error?.stack ?? error?.message ?? result.status).slice(0, 4_000);
    const lines = text.replace(ANSI, "").split("\n").slice(0, LINES_PER_FAILURE);
    this.failures.push(
      [`--- ${test.titlePath().filter(Boolean).join(" › ")}`, ...lines.map((l) => `    ${l}`)].join(
        "\n",
      ),
    );
  }

  onEnd() {
    if (this.failures.length === 0) return;
    console.log(`\nThe ${this.failures.length} failure(s), each with its first error:`);
    for (const failure of this.failures) console.log(failure);
  }

  printsToStdio() {
    return true;
  }
}
