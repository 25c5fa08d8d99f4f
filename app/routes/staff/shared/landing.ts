/**
 * Where an action's answer lands (issue 35, decision 0046): every staff post form names its part
 * of the page (`StaffForm`, an id), posts that name, and the action's redirect comes back to
 * `page#part` with its notice drawn beside that part. Without JavaScript the browser scrolls to
 * the fragment; with it React Router does and the part takes the focus. Pure: the kit, the action
 * helper and the tests share it.
 */

/** The hidden field naming the part a form sits in. */
export const LANDING_FIELD = "landing";

const MAX_ID = 64;
/** An id this page could have drawn: letters, digits, dots and dashes (linear; capped first). */
const SAFE_ID = /^[a-z][\w.-]*$/i;

/** The id of a part a page names itself ("spend", "reviews.3"), when it is a safe one. */
export const namedPart = (name: string): string | null => landingOf(name);

/** A part's id from a form's intent ("log-call"): lower case, dashes, prefixed with `part-`. */
export function partId(name: string): string {
  const words = name
    .slice(0, MAX_ID)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-");
  return `part-${words || "form"}`.slice(0, MAX_ID);
}

/** The posted part's id, or null for anything no page draws (a hand-made post). */
export function landingOf(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_ID) return null;
  return SAFE_ID.test(value) ? value : null;
}

/** A page's path as a post names it: React Router's data requests end in `.data`. */
const pagePath = (path: string) => {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.endsWith(".data") ? bare.slice(0, -".data".length) : bare;
};

/**
 * The address a redirect lands on and the part its notice belongs to: `to` with the posted part as
 * its fragment when it goes back to the page posted from (`from`, the request's path), unless the
 * page chose a fragment itself (then that one). Another page has no such part: no fragment, and
 * the notice shows at its top.
 */
export function landingAddress(
  to: string,
  posted: unknown,
  from: string,
): { to: string; at: string | null } {
  const hash = to.indexOf("#");
  if (hash >= 0) return { to, at: landingOf(to.slice(hash + 1)) };
  const at = pagePath(to) === pagePath(from) ? landingOf(posted) : null;
  return at ? { to: `${to}#${at}`, at } : { to, at: null };
}
