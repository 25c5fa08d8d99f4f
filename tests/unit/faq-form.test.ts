import { describe, expect, it } from "vitest";
import {
  htmlToParagraphs,
  paragraphsToHtml,
  richAnswer,
} from "../../app/routes/staff/content/faqs/faq-form";

describe("an ads page's answer in the rich-text editor", () => {
  it("paragraphs become the editor's paragraphs, escaped, and come back as typed", () => {
    const text = "Like a quick snap.\n\nOver in minutes <really> & done.\r\n\r\nLine one\nLine two";
    const html = paragraphsToHtml(text);
    expect(html).toBe(
      "<p>Like a quick snap.</p><p>Over in minutes &lt;really&gt; &amp; done.</p><p>Line one<br>Line two</p>",
    );
    expect(htmlToParagraphs(html)).toBe(
      "Like a quick snap.\n\nOver in minutes <really> & done.\n\nLine one\nLine two",
    );
  });
  it("formatting the ads page cannot show is dropped, its text kept", () => {
    expect(
      htmlToParagraphs(
        "<p><strong>Bold</strong> text</p><ul><li><p>One</p></li><li><p>Two</p></li></ul>",
      ),
    ).toBe("Bold text\n\nOne\n\nTwo");
    expect(htmlToParagraphs("<p></p>")).toBe("");
  });
  it("an editor holding no text is an empty answer (the required check sees it)", () => {
    expect(richAnswer("<p></p>")).toBe("");
    expect(richAnswer("<p>Yes.</p>")).toBe("<p>Yes.</p>");
  });
});
