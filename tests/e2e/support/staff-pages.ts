/**
 * The staff workspace's pages as an owner reaches them: every link inside /staff from the inbox
 * on, one page of each kind of record (one lead, one blog post, one category...). Shared by the
 * spec that checks each page's layout (staff-pages.spec.ts) and the one that measures them
 * (staff-phone-nav.spec.ts), so a new staff page is found by both.
 */
import { expect, type APIRequestContext } from "@playwright/test";

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
