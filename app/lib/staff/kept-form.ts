/**
 * A staff form posted after its session ended (decision 0045): which posts are kept, where the
 * kept post goes again, and who may send it on. Pure rules; the sealing and the table are
 * `server/staff/sessions/kept-forms.server.ts`, the guard that keeps a post `routes/staff/shared/form-guard.server.ts`.
 */

/** How long a kept post waits for her to sign in again. */
export const KEPT_HOURS = 2;
/** Fields of one kept post: the menu editor's largest category posts a few hundred. */
export const KEPT_MAX_FIELDS = 4000;
/** Characters of one field's name; a value is bounded by the body's own limit. */
export const KEPT_MAX_NAME = 200;
/** The fields a replay sends again itself: the token is the new session's. */
const NOT_KEPT = new Set(["csrfToken"]);

/** The page she lands on after signing in again, which sends the kept post on. */
export const KEPT_PAGE = "/staff/kept";

export const KEPT_HEADING = "Your sign-in had ended, so this was not saved yet";
/** Said on the sign-in page when a post could not be kept (a file in it, too many fields). */
export const NOT_KEPT_MESSAGE =
  "Your sign-in had ended, so the form you sent was not saved. A form with a file (a photo) " +
  "cannot be kept: after signing in, open the page again and choose the file again.";

export type KeptFields = [name: string, value: string][];

export type KeepOutcome = { ok: true; fields: KeptFields } | { ok: false };

/** The posted fields worth keeping, in order; not kept when a file or too much is in it. */
export function keptFieldsOf(entries: Iterable<[string, FormDataEntryValue]>): KeepOutcome {
  const fields: KeptFields = [];
  for (const [name, value] of entries) {
    if (typeof value !== "string") return { ok: false };
    if (name.length > KEPT_MAX_NAME || fields.length >= KEPT_MAX_FIELDS) return { ok: false };
    if (!NOT_KEPT.has(name)) fields.push([name, value]);
  }
  return { ok: true, fields };
}

/**
 * Where the kept post is sent again: the page's own address (a post from JavaScript went to its
 * `.data` twin), its query kept as the page's form has it (`?index` chooses an index route's
 * action) but React Router's own `_routes` dropped.
 */
export function keptTarget(url: URL): string {
  const path = url.pathname.endsWith(".data")
    ? url.pathname.slice(0, -".data".length)
    : url.pathname;
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  const search = query.toString().replace(/=(?=&|$)/g, "");
  return `${path === "" ? "/staff" : path}${search ? `?${search}` : ""}`;
}

/** Whether a post goes to the kept post's page (then the kept copy has done its work). */
export function sameTarget(target: string, url: URL): boolean {
  return keptTarget(url).split("?")[0] === target.split("?")[0];
}

/**
 * Whether `member` may send the kept post on: the member of the ended session; a post whose
 * session was already unknown (the browser had dropped its cookie) belongs to whoever signs in on
 * the browser that holds its key.
 */
export function mayReplay(keptFor: string | null, member: string): boolean {
  return keptFor === null || keptFor === member;
}

/** The cookie's value: the row's id and its key (base64url), a dot between. */
export function keptCookieValue(id: string, key: string) {
  return `${id}.${key}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = /^[\w-]{43}$/;

/** The id and key of a `staff_kept` cookie; undefined for anything else. */
export function parseKeptCookie(
  value: string | undefined,
): { id: string; key: string } | undefined {
  if (!value || value.length > 100) return undefined;
  const [id, key, ...rest] = value.split(".");
  if (!id || !key || rest.length > 0 || !UUID.test(id) || !KEY.test(key)) return undefined;
  return { id, key };
}
