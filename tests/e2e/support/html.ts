/**
 * html-validate over the server's HTML: the `standard` preset, as a link checker or an SEO audit
 * would read the page before any script runs. Also its parser, so tests read attributes from a
 * real DOM tree instead of scanning markup with patterns.
 */
import { type HtmlElement, HtmlValidate, Parser } from "html-validate";

export const htmlValidate = new HtmlValidate({
  extends: ["html-validate:standard"],
});

/** The errors html-validate reports for one document, one readable line each. */
export async function htmlErrors(html: string, label: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html, label);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map(
        (message) =>
          `${label}:${message.line}:${message.column} ${message.ruleId}: ${message.message}` +
          (message.selector ? ` (${message.selector})` : ""),
      ),
  );
}

/** The document as html-validate's DOM tree (querySelectorAll, getAttributeValue, textContent). */
export async function parseHtml(html: string): Promise<HtmlElement> {
  const parser = new Parser(await htmlValidate.getConfigFor("page.html"));
  return parser.parseHtml(html);
}
