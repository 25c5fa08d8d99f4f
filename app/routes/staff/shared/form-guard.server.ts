/**
 * The one check every staff form post passes before its route's action runs (decision 0020): it
 * came from our own pages (Origin, Fetch Metadata), its body is a form, and, for the pages of a
 * signed-in member, it carries the session's anti-forgery token. The parsed form is handed to the
 * action through the router context, so no action reads the body again or forgets the check.
 */
import { createContext, data, type MiddlewareFunction } from "react-router";
import { sameToken } from "~/server/staff/sessions/tokens.server";
import { keepEndedPost, settleKeptPost } from "./kept-post.server";
import { SESSION_ENDED } from "./script-post";

/** The form of this request, read once by the guard. Reading it without the guard throws. */
export const staffFormContext = createContext<FormData>();

export const CROSS_SITE_FORM =
  "This request did not come from the staff pages: reload and try again.";
export const STALE_FORM = "This form is out of date. Reload the page and try again.";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A page's form sees the refusal on the staff error page; a script's post (the script routes,
 * decision 0036, ask for JSON) reads its message, which a resource route would otherwise hide.
 */
function refuse(request: Request, message: string, status: number): never {
  const headers = { "Cache-Control": "no-store" };
  if (wantsJson(request)) throw Response.json({ message }, { status, headers });
  throw data(message, { status, headers });
}

const wantsJson = (request: Request) =>
  (request.headers.get("accept") ?? "").slice(0, 200).startsWith("application/json");

/** Our origin, as SITE_URL names it and as the request reached us (a proxy may rewrite either). */
function isOurOrigin(request: Request, siteUrl: string) {
  const origin = request.headers.get("origin");
  if (!origin || origin.length > 200) return false;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

/** The body is in memory already, within its limit: the page handler read it (decision 0034). */
async function readForm(request: Request): Promise<FormData> {
  // A multipart boundary is case-sensitive: only the comparison ignores case.
  const type = (request.headers.get("content-type") ?? "").slice(0, 200);
  if (!FORM_TYPES.some((accepted) => type.toLowerCase().startsWith(accepted))) {
    refuse(request, "Send this as a form.", 415);
  }
  const body = await request.clone().arrayBuffer();
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    refuse(request, "This form could not be read. Reload the page and try again.", 400);
  }
}

/**
 * The middleware of the staff routes. `session: true` (the staff layout) also requires the
 * session's anti-forgery token in the `csrfToken` field; the sign-in pages have no session yet and
 * check the origin only. GET and HEAD pass untouched: they change nothing. With `keep` (the staff
 * layout), a page's post whose session has ended, or whose token is another session's, is kept
 * and sent to sign in again (decision 0045) instead of refused, and sent on after it.
 */
export function staffFormGuard({
  session,
  keep = false,
}: {
  session: boolean;
  keep?: boolean;
}): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const method = request.method.toUpperCase();
    if (method === "GET" || method === "HEAD") return next();
    const { config } = context.services;
    const site = request.headers.get("sec-fetch-site");
    if ((site && site !== "same-origin") || !isOurOrigin(request, config.SITE_URL)) {
      refuse(request, CROSS_SITE_FORM, 403);
    }
    const form = await readForm(request);
    if (session) {
      const sent = form.get("csrfToken");
      const identity = context.staff;
      if (!identity || typeof sent !== "string" || !sameToken(sent, identity.csrfToken)) {
        // A script's post (JSON) has nothing typed to keep: it says the session ended.
        if (!identity && wantsJson(request)) refuse(request, SESSION_ENDED, 401);
        // Kept: an ended session's post, or a page's older token (she signed in again since).
        // A post with no token at all came from no staff page: refused as before.
        const fromAPage = !identity || (typeof sent === "string" && sent !== "");
        if (keep && fromAPage && !wantsJson(request)) await keepEndedPost(request, context, form);
        refuse(request, STALE_FORM, 403);
      }
      context.set(staffFormContext, form);
      return keep ? settleKeptPost(request, context, identity, next) : next();
    }
    context.set(staffFormContext, form);
    return next();
  };
}
