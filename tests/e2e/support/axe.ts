/**
 * The one axe check of the browser specs: WCAG 2.1 A and AA, on the page at rest.
 *
 * Legacy mode runs `axe.run` in the page itself. The default (`runPartial` in each frame, then
 * `finishRun` in a new blank page) opens a page per check: about 3 s of a 2-core machine's time
 * per check against under 1 s (decision 0056). What legacy mode leaves out is cross-origin
 * frames: here only the booking portal's and the videos', which are not ours to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function expectNoViolations(page: Page, label: string) {
  // axe judges the page at rest: a button under the pointer left by the last click fades to its
  // hover colours in 0.2 s, and caught halfway its contrast is neither state's (a flaky failure).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Sections off screen are not rendered until a visitor nears them (`content-visibility: auto`,
  // decision 0060), and axe's contrast check hit-tests each text: in a section not yet drawn it
  // finds the page behind it. Drawn as a visitor scrolling there sees it, axe judges every one.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
      }
    }
    await new Promise(requestAnimationFrame);
  });
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 8)
          .map(
            (node) =>
              `    ${node.target.join(" ")} — ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
          )
          .join("\n"),
    )
    .join("\n");
  expect(results.violations, `axe violations on ${label}:\n${report}`).toEqual([]);
}
