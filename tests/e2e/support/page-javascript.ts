import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/**
 * How a page's JavaScript is counted (docs/performance.md), by scripts/measure-js.ts and by
 * first-screen.spec.ts alike: every script file gzipped at level 9, plus the inline scripts of the
 * HTML as served.
 */
export const gzippedBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/**
 * The inline scripts of the HTML as served, not of the live document: hydration removes some of
 * them (the deferred-start loader) and the loader adds one. JSON-LD is data, not script.
 */
export function servedInlineScripts(page: Page, html: string): Promise<string> {
  return page.evaluate((served) => {
    const doc = new DOMParser().parseFromString(served, "text/html");
    return [...doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])')]
      .map((script) => script.textContent ?? "")
      .join("\n");
  }, html);
}
