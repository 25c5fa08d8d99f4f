import { describe, expect, it } from "vitest";
import {
  BLOG_DESCRIPTION_MAX,
  BLOG_TITLE_MAX,
  blogSlug,
  cleanWordHtml,
  formatBlogDate,
  stripHtml,
  truncate,
} from "~/lib/display";

describe("blogSlug", () => {
  it("lower-cases and hyphenates spaces", () => {
    expect(blogSlug("Preparing for Your First Facial")).toBe("preparing-for-your-first-facial");
  });

  it("drops punctuation and collapses hyphens", () => {
    expect(blogSlug("IPL & Laser: What's New?")).toBe("ipl-laser-whats-new");
    expect(blogSlug("  Winter   skincare -- tips  ")).toBe("winter-skincare-tips");
    expect(blogSlug("Top 10 Tips!")).toBe("top-10-tips");
  });

  it("keeps accented letters as their plain form", () => {
    expect(blogSlug("Crème de la Crème")).toBe("creme-de-la-creme");
  });

  it("handles empty titles", () => {
    expect(blogSlug("")).toBe("");
    expect(blogSlug(" ?! ")).toBe("");
  });
});

describe("truncate", () => {
  it("leaves short text alone", () => {
    expect(truncate("Short", 30)).toBe("Short");
    expect(truncate("x".repeat(30), 30)).toBe("x".repeat(30));
    expect(truncate("", 30)).toBe("");
  });

  it("cuts long text, trims the trailing space and appends an ellipsis", () => {
    expect(truncate("What to Expect from PicoSure Tattoo Removal", BLOG_TITLE_MAX)).toBe(
      "What to Expect from PicoSure T...",
    );
    expect(truncate("Living Well with Melasma and more", 25)).toBe("Living Well with Melasma...");
  });

  it("never splits an emoji", () => {
    expect(truncate("ab😀cd", 3)).toBe("ab😀...");
  });

  it("uses the spec limits", () => {
    expect(BLOG_TITLE_MAX).toBe(30);
    expect(BLOG_DESCRIPTION_MAX).toBe(110);
    expect(truncate("a".repeat(200), BLOG_DESCRIPTION_MAX)).toHaveLength(113);
  });
});

describe("stripHtml", () => {
  it("removes markup and collapses whitespace", () => {
    expect(stripHtml("<p>Hello <strong>there</strong>,</p>\n\n<p>  friend</p>")).toBe(
      "Hello there, friend",
    );
  });

  it("keeps words in separate blocks apart and inline pieces together", () => {
    expect(stripHtml("<h2>Title</h2><p>Body<br>next</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Title Body next a b",
    );
    expect(stripHtml("<b>Bold</b><i>Italic</i>")).toBe("BoldItalic");
  });

  it("decodes entities once", () => {
    expect(
      stripHtml("Tom &amp; Jerry &lt;3 &quot;hi&quot; it&#39;s&nbsp;ok &#x41;&#66; &amp;lt;"),
    ).toBe('Tom & Jerry <3 "hi" it\'s ok AB &lt;');
  });

  it("leaves unknown or invalid entities as written", () => {
    expect(stripHtml("&bogus; &#0; &#xD800;")).toBe("&bogus; &#0; &#xD800;");
  });

  it("drops comments, scripts and styles with their contents", () => {
    expect(
      stripHtml(
        "<!--[if gte mso 9]><xml>junk</xml><![endif]--><style>p{}</style><script>x()</script>Text",
      ),
    ).toBe("Text");
  });

  it("does not cut a tag at a '>' inside an attribute value", () => {
    expect(stripHtml('<a title="a > b" href="/x">Link</a>')).toBe("Link");
  });

  it("keeps a lone '<' that is not a tag", () => {
    expect(stripHtml("1 < 2 and 3 > 2")).toBe("1 < 2 and 3 > 2");
  });

  it("returns an empty string for empty input", () => {
    expect(stripHtml("")).toBe("");
    expect(stripHtml("<p> </p>")).toBe("");
  });
});

describe("formatBlogDate", () => {
  it("formats month.day.year", () => {
    expect(formatBlogDate("2026-11-05")).toBe("11.05.2026");
    expect(formatBlogDate("2026-1-5")).toBe("01.05.2026");
  });

  it("takes the date part of a timestamp as written, without time zone shifts", () => {
    expect(formatBlogDate("2026-01-01T00:30:00Z")).toBe("01.01.2026");
    expect(formatBlogDate("2026-12-31 23:59:59")).toBe("12.31.2026");
    expect(formatBlogDate("2026-12-31T23:59:59.000-05:00")).toBe("12.31.2026");
  });

  it("checks the calendar, including leap years", () => {
    expect(formatBlogDate("2024-02-29")).toBe("02.29.2024");
    expect(formatBlogDate("2026-02-29")).toBe("2026-02-29");
    expect(formatBlogDate("2026-13-01")).toBe("2026-13-01");
    expect(formatBlogDate("2026-04-31")).toBe("2026-04-31");
    expect(formatBlogDate("2026-00-10")).toBe("2026-00-10");
  });

  it("returns invalid input unchanged", () => {
    expect(formatBlogDate("")).toBe("");
    expect(formatBlogDate("November 5, 2026")).toBe("November 5, 2026");
    expect(formatBlogDate("05/11/2026")).toBe("05/11/2026");
  });
});

describe("cleanWordHtml", () => {
  it("removes font tags but keeps their content", () => {
    expect(cleanWordHtml('<h2><font face="Georgia" size="3">Title</font></h2>')).toBe(
      "<h2>Title</h2>",
    );
    expect(cleanWordHtml("<FONT color=red>a</FONT>")).toBe("a");
  });

  it("removes o:p tags in every form", () => {
    expect(cleanWordHtml("a<o:p></o:p>b<O:P>c</O:P>d<o:p/>e<o:p />")).toBe("abcde");
  });

  it("drops font-family and font-size declarations and keeps the rest", () => {
    expect(
      cleanWordHtml(
        '<p style="font-family: Calibri, sans-serif; color: red; font-size: 12pt">x</p>',
      ),
    ).toBe('<p style="color: red">x</p>');
  });

  it("drops the style attribute when nothing is left", () => {
    expect(
      cleanWordHtml(
        '<p class="MsoNormal" style="font-family: Calibri, sans-serif; font-size: 12pt">x</p>',
      ),
    ).toBe('<p class="MsoNormal">x</p>');
    expect(cleanWordHtml("<span style='font-size:12pt;'>x</span>")).toBe("<span>x</span>");
  });

  it("handles Word's entity-quoted families and mso- variants", () => {
    expect(
      cleanWordHtml(
        '<span style="font-family:&quot;Times New Roman&quot;,serif;mso-fareast-font-family:Calibri;text-align:center">x</span>',
      ),
    ).toBe('<span style="text-align:center">x</span>');
  });

  it("leaves text that merely mentions fonts alone", () => {
    const html = "<p>Use font-size: 12pt and the &lt;font&gt; tag.</p>";
    expect(cleanWordHtml(html)).toBe(html);
  });

  it("does not touch similarly named tags or attributes", () => {
    const html = '<footer data-style="font-size: 1px"><form-field>x</form-field></footer>';
    expect(cleanWordHtml(html)).toBe(html);
  });
});
