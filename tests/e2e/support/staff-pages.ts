/**
 * The staff workspace's pages as an owner reaches them: every link inside /staff from the inbox
 * on, one page of each kind of record (one lead, one blog post, one category...). Shared by the
 * spec that checks each page (staff-pages.spec.ts) and the one that measures the navigation
 * (staff-phone-nav.spec.ts), so a new staff page is found by both; and the words every staff page
 * must be free of (issues 29 and 35), checked by staff-pages.spec.ts and staff-readable-words.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Pages whose addresses differ only by the record they show: `:first` stands for them all. */
export const RECORD_PAGE =
  /^(\/staff\/(?:leads|content\/blog|content\/menus|content\/pages|content\/faqs|content\/ads-faqs))\/[^/]+$/;

/** Links that leave, download, or act rather than show a page. */
// The web app's manifest and icon (decision 0029), linked from the staff layout's head, are files.
const NOT_A_PAGE = /\/(?:resume|sign-out|leads\.csv|manifest\.webmanifest|icon-\d+\.png)(?:$|\/)/;

/** The staff links in a page's HTML, as paths without query or fragment. */
export function staffLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/staff[^"?#]{0,200})/g)]
    .map((match) => match[1]!)
    .filter((path) => !NOT_A_PAGE.test(path));
}

/**
 * Every page the workspace links to, followed from the inbox with `request` (signed in): each
 * listed as it is named (`/staff/leads/:first`) with the address of the first one found.
 */
export async function crawlStaffPages(request: APIRequestContext): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const queue = ["/staff"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const kind = RECORD_PAGE.exec(path)?.[1];
    const listed = kind ? `${kind}/:first` : path;
    if (found.has(listed)) continue;
    found.set(listed, path);
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    queue.push(...staffLinks(await answer.text()));
  }
  return found;
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const RAW_PHONE = /\b\d{10}\b/g;
/** Words no staff page may show: what each catches, and its pattern (linear, no nesting). */
const UNCLEAR: [string, RegExp][] = [
  ["a plural after 1", /\b1 [a-z]*[a-rt-z]s\b/g],
  ["the server's words", /\b(?:outbox|configuration|config_\w+|operator)\b/gi],
  ["a command line", /\bnpm run\b/g],
  ["a rule's number", /\b\d+ (?:CFR|U\.S\.C\.)/g],
  ["a doubled word", /\b([a-z]{2,}) \1\b/gi],
];

/**
 * The text of a page's HTML as a browser without JavaScript shows it (scripts gone), its tags
 * replaced by `between`: a space where blocks separate words, nothing to read a part as
 * `textContent` does.
 */
function textOfHtml(html: string, between: string) {
  let text = "";
  let at = 0;
  for (const match of html.matchAll(/<(script|style)\b/g)) {
    if (match.index < at) continue;
    text += html.slice(at, match.index);
    const end = html.indexOf(`</${match[1]}>`, match.index);
    at = end === -1 ? html.length : end + match[1]!.length + 3;
  }
  text += html.slice(at);
  return text.replace(/<[^<>]*>/g, between).replace(/&nbsp;|&#160;/g, " ");
}

/** The `<main>` part of a page's HTML. */
function mainOf(html: string) {
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>", start);
  return start === -1 ? "" : html.slice(start, end === -1 ? undefined : end);
}

function unclearIn(text: string) {
  return UNCLEAR.flatMap(([what, pattern]) =>
    (text.match(pattern) ?? []).map((found) => `${what}: ${found}`),
  );
}

/**
 * The page at `path`, as shown now and as its server sends it (a browser without JavaScript shows
 * that HTML), writes dates and phone numbers as people read them ("Nov 28, 2026, 1:36 AM",
 * "(718) 555-0199") and none of the unclear words. Only text: `tel:` targets and `<time
 * dateTime>` values stay machine-readable; a closed disclosure's text counts (one tap away).
 */
export async function expectPlainWords(page: Page, path: string) {
  const shown = await page.locator("body").innerText();
  const main = (await page.locator("main").textContent()) ?? "";
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const sent = textOfHtml(html, " ");
  const found = {
    dates: [...(shown.match(ISO_DATE) ?? []), ...(sent.match(ISO_DATE) ?? [])],
    phones: [...(shown.match(RAW_PHONE) ?? []), ...(sent.match(RAW_PHONE) ?? [])],
    unclear: [...new Set([...unclearIn(main), ...unclearIn(textOfHtml(mainOf(html), ""))])],
  };
  expect(found, `the words on ${path}`).toEqual({ dates: [], phones: [], unclear: [] });
}
