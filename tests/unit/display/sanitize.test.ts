import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stripHtml } from "~/lib/display";
import { sanitizeBlogHtml, sanitizeRichHtml } from "~/server/html/sanitize.server";

const CONTENT = new URL("../../../content/", import.meta.url);

function htmlFiles(folder: string): [string, string][] {
  const dir = new URL(`${folder}/`, CONTENT);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => [name, readFileSync(new URL(name, dir), "utf8")]);
}

describe("sanitizeRichHtml: what never survives", () => {
  it("drops script and style elements with their contents", () => {
    const out = sanitizeRichHtml(
      "<p>a</p><script>alert('x')</script><SCRIPT src=//evil.example/x.js></SCRIPT><style>p{color:red}</style><p>b</p>",
    );
    expect(out).toBe("<p>a</p><p>b</p>");
  });

  it("drops event handler attributes", () => {
    const out = sanitizeRichHtml(
      '<img src="/x.png" onerror="alert(1)"><p onclick="x()" onMouseOver="y()">t</p><a href="/" onfocus="z()">l</a>',
    );
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toContain("alert");
    expect(out).toContain("<p>t</p>");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "  javascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&#9;ascript:alert(1)",
    "java\nscript:alert(1)",
    "&#106;avascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
  ])("drops the href %j", (href) => {
    const out = sanitizeRichHtml(`<a href="${href}">click</a>`);
    expect(out).toBe("<a>click</a>");
  });

  it("drops iframes, objects, embeds and forms", () => {
    const out = sanitizeRichHtml(
      '<iframe src="https://evil.example">fallback</iframe><object data="x.swf"><param name="a"></object><embed src="x.swf"><form action="/steal"><input name="p"><button>Go</button></form><p>kept</p>',
    );
    expect(out).not.toMatch(/<(iframe|object|embed|param|form|input|button)/i);
    expect(out).not.toContain("fallback");
    expect(out).toContain("<p>kept</p>");
  });

  it("drops images with a data: or javascript: src entirely", () => {
    expect(sanitizeRichHtml('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="x"></p>')).toBe(
      "<p></p>",
    );
    expect(sanitizeRichHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe("");
    expect(sanitizeRichHtml('<img src="javascript:alert(1)">')).toBe("");
    expect(sanitizeRichHtml('<img src="mailto:a@b.c">')).toBe("");
  });

  it.each([
    "width: expression(alert(1))",
    "color: expression(alert(1))",
    "background-color: url(javascript:alert(1))",
    "background: url(https://evil.example/track.gif)",
    "color: red; background-image: url(x.png)",
    "behavior: url(x.htc)",
    "position: fixed; top: 0",
  ])("drops unsafe style %j", (style) => {
    const out = sanitizeRichHtml(`<p style="${style}">t</p>`);
    expect(out).not.toMatch(/expression\(|url\(|position|behavior/i);
    expect(out).toMatch(/^<p( style="color:red")?>t<\/p>$/);
  });

  it("drops disallowed tags but keeps their text", () => {
    expect(sanitizeRichHtml("<article><mark>hi</mark></article>")).toBe("hi");
  });

  it("drops ids, data attributes and unknown attributes", () => {
    expect(sanitizeRichHtml('<p id="x" data-x="1" title="t" class="lead">t</p>')).toBe(
      '<p class="lead">t</p>',
    );
  });

  it("drops comments, including Word conditional comments", () => {
    expect(
      sanitizeRichHtml("<!--[if gte mso 9]><xml>junk</xml><![endif]--><p>t</p><!-- note -->"),
    ).toBe("<p>t</p>");
  });
});

describe("sanitizeRichHtml: what survives", () => {
  it("keeps headings, paragraphs, lists and inline formatting intact", () => {
    const html =
      "<h1>A</h1><h2>B</h2><h6>C</h6><p><strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>x</s> <small>m</small> H<sub>2</sub>O x<sup>2</sup> <abbr>IPL</abbr></p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><dl><dt>t</dt><dd>d</dd></dl>" +
      "<blockquote><p><q>quote</q></p><cite>Linda F.</cite></blockquote><hr />";
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it("keeps layout containers and tables", () => {
    const html =
      '<section class="s"><div><figure><figcaption>cap</figcaption></figure><span class="x">t</span></div></section>' +
      "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>";
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it("keeps links with allowed schemes and relative URLs", () => {
    for (const href of [
      "https://example.com/a?b=1&amp;c=2",
      "http://example.com",
      "mailto:frontdesk@example.com",
      "tel:+17185550142",
      "/contact-us",
      "../blog",
      "#faq",
    ]) {
      const html = `<a href="${href}" title="t">x</a>`;
      expect(sanitizeRichHtml(html)).toBe(html);
    }
  });

  it("forces rel=noopener noreferrer on links opening a new tab", () => {
    expect(sanitizeRichHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="/x" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="/x" target="evil" rel="nofollow">x</a>')).toBe(
      '<a href="/x" rel="nofollow">x</a>',
    );
  });

  it("keeps images with their size and adds lazy loading and async decoding", () => {
    expect(sanitizeRichHtml('<img src="/media/a.svg" alt="A" width="1600" height="600">')).toBe(
      '<img src="/media/a.svg" alt="A" width="1600" height="600" loading="lazy" decoding="async" />',
    );
    expect(sanitizeRichHtml('<img src="https://cdn.example/a.jpg" loading="eager">')).toBe(
      '<img src="https://cdn.example/a.jpg" loading="eager" decoding="async" />',
    );
  });

  it("drops nonsense image sizes and loading values", () => {
    expect(sanitizeRichHtml('<img src="/a.png" width="100%" height="x;y" loading="soon">')).toBe(
      '<img src="/a.png" width="100%" loading="lazy" decoding="async" />',
    );
  });

  it("keeps the safe style subset", () => {
    const out = sanitizeRichHtml(
      '<p style="text-align: center; color: #336699; background-color: rgba(0, 0, 0, 0.5); font-weight: 700; font-style: italic; text-decoration: underline; margin: 0">t</p>',
    );
    expect(out).toBe(
      '<p style="text-align:center;color:#336699;background-color:rgba(0, 0, 0, 0.5);font-weight:700;font-style:italic;text-decoration:underline">t</p>',
    );
    expect(sanitizeRichHtml('<span style="color: red">t</span>')).toBe(
      '<span style="color:red">t</span>',
    );
  });

  it("drops a style attribute left empty", () => {
    expect(sanitizeRichHtml('<p style="margin: 0">t</p>')).toBe("<p>t</p>");
  });

  it("escapes stray text safely", () => {
    expect(sanitizeRichHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeRichHtml("")).toBe("");
  });
});

describe("sanitizeBlogHtml", () => {
  it("cleans Word markup before sanitizing", () => {
    expect(
      sanitizeBlogHtml(
        '<p class="MsoNormal" style="font-family: Calibri; font-size: 12pt; color: red"><font face="Georgia">Hi<o:p></o:p></font></p>',
      ),
    ).toBe('<p class="MsoNormal" style="color:red">Hi</p>');
  });

  it("still removes scripts", () => {
    expect(sanitizeBlogHtml("<p>a<script>x()</script></p>")).toBe("<p>a</p>");
  });
});

describe("demo content", () => {
  it.each(htmlFiles("website-settings"))(
    "website-settings/%s keeps its text and structure",
    (_name, html) => {
      const out = sanitizeRichHtml(html);
      expect(stripHtml(out)).toBe(stripHtml(html));
      expect(out.match(/<[a-z][a-z0-9]*/g)).toEqual(html.match(/<[a-z][a-z0-9]*/g));
    },
  );

  it("keeps the banner image of a banner field", () => {
    const [, html] =
      htmlFiles("website-settings").find(([name]) => name === "home_banner.html") ?? [];
    expect(sanitizeRichHtml(html ?? "")).toContain(
      '<img src="/media/banner-home.svg" alt="Serenity Day Spa and Med Spa on Staten Island" width="1600" height="600" loading="lazy" decoding="async" />',
    );
  });

  it.each(htmlFiles("blog"))("blog/%s loses only the Word markup", (_name, html) => {
    const out = sanitizeBlogHtml(html);
    expect(out).not.toMatch(/<font|<o:p|font-family|font-size/i);
    expect(stripHtml(out)).toBe(stripHtml(html));
    expect(out).toContain("<h2>");
    expect(out).toContain('<p class="MsoNormal">');
  });
});

describe("sanitizeBannerHtml", () => {
  it("loads the banner image first and never lazily, and still sanitizes", async () => {
    const { sanitizeBannerHtml } = await import("~/server/html/sanitize.server");
    const html = sanitizeBannerHtml(
      '<img src="/media/banner.svg" alt="Spa" width="1600" height="600" loading="lazy" onerror="x()"><h1>Spa</h1><script>x()</script>',
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("script");
    expect(html).toContain("<h1>Spa</h1>");
  });
});
