/**
 * The one axe check of the browser specs: WCAG 2.1 A and AA, on the page at rest.
 *
 * Legacy mode: `axe.run` in the page itself. The default of @axe-core/playwright (`runPartial` in
 * each frame, then `finishRun` in a new blank page) opens a page per check: about 3 s of a 2-core
 * machine's time per check against under 1 s (decision 0056). What legacy mode leaves out is
 * cross-origin frames: here only the booking portal's and the videos', which are not ours to fix.
 *
 * It is run here as @axe-core/playwright's legacy mode runs it (the same axe-core, frames,
 * configuration, context and options), less that mode's repeats: its `analyze()` evaluates the
 * 550 KB axe-core source in the page, then again in every frame, and asks the page four times
 * whether axe has `runPartial`. Once per frame here, with the same 1 s limit per frame besides the
 * page's own: side by side on two busy cores, 2.0 s a check against 3.5 s, and a11y.spec.ts at
 * 1280 px 103 s against 129 s.
 */
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// The axe-core that @axe-core/playwright depends on, as it loads it.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
);
const AXE_SOURCE: string = (fromAxePlaywright("axe-core") as { source: string }).source;

/** What @axe-core/playwright's legacy mode configures in each frame. */
const CONFIGURE = `;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`;

/**
 * axe-core in a frame of the page; a frame that takes over a second (one still loading) is left
 * out. The page itself gets it unconditionally first, as in legacy mode.
 */
async function injectInFrame(frame: Frame) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Script Timeout")), 1_000);
  });
  try {
    await Promise.race([frame.evaluate(AXE_SOURCE), limit]);
    await frame.evaluate(CONFIGURE);
  } catch {
    // As in legacy mode: a frame axe cannot enter is not checked.
  } finally {
    clearTimeout(timer);
  }
}

export async function expectNoViolations(page: Page, label: string) {
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
  // axe judges the page at rest: a button under the pointer left by the last click fades to its
  // hover colours in 0.2 s, and caught halfway its contrast is neither state's (a flaky failure).
  // After the sections are drawn: an animation in one not yet drawn is not run, so waiting for it
  // first would wait for ever (a run of a11y.spec.ts timed out so on /reviews).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  await page.evaluate(CONFIGURE);
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) await injectInFrame(frame);
  }
  // @axe-core/playwright's context and options for `withTags(TAGS)` and nothing included or left out.
  const context = { include: [] as string[], exclude: [] as string[] };
  const options = { runOnly: { type: "tag", values: TAGS } };
  // Typed after the call: Playwright's serialisation types cannot unfold AxeResults.
  const results = (await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run(
        context,
        options,
      ),
    { context, options },
  )) as AxeResults;
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
