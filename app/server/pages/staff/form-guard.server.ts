/**
 * The one check every staff form post passes before its route's action runs (decision 0020): it
 * came from our own pages (Origin, Fetch Metadata), its body is bounded, and, for the pages of a
 * signed-in member, it carries the session's anti-forgery token. The parsed form is handed to the
 * action through the router context, so no action reads the body again or forgets the check.
 */
import { createContext, data, type MiddlewareFunction } from "react-router";
import { sameToken } from "~/server/staff/tokens.server";

/** The form of this request, read once by the guard. Reading it without the guard throws. */
export const staffFormContext = createContext<FormData>();

export const CROSS_SITE_FORM =
  "This request did not come from the staff pages: reload and try again.";
export const STALE_FORM = "This form is out of date. Reload the page and try again.";
const TOO_LARGE = "This form is too large to save.";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(message: string, status: number): never {
  // A body refused unread leaves the connection mid-request: close it rather than have the client
  // send its next request on it (and see it reset).
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (status === 413) headers.Connection = "close";
  throw data(message, { status, headers });
}

/** Our origin, as SITE_URL names it and as the request reached us (a proxy may rewrite either). */
function isOurOrigin(request: Request, siteUrl: string) {
  const origin = request.headers.get("origin");
  if (!origin || origin.length > 200) return false;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

/** Reads at most `limit` bytes of the body; a longer one is refused before it is all buffered. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) refuse(TOO_LARGE, 413);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      refuse(TOO_LARGE, 413);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function readForm(request: Request, limit: number): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").slice(0, 200).toLowerCase();
  if (!FORM_TYPES.some((accepted) => type.startsWith(accepted))) {
    refuse("Send this as a form.", 415);
  }
  const body = await readCapped(request.clone(), limit);
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    refuse("This form could not be read. Reload the page and try again.", 400);
  }
}

/**
 * The middleware of the staff routes. `session: true` (the staff layout) also requires the
 * session's anti-forgery token in the `csrfToken` field; the sign-in pages have no session yet and
 * check the origin only. GET and HEAD pass untouched: they change nothing.
 */
export function staffFormGuard({ session }: { session: boolean }): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const method = request.method.toUpperCase();
    if (method === "GET" || method === "HEAD") return next();
    const { config } = context.services;
    const site = request.headers.get("sec-fetch-site");
    if ((site && site !== "same-origin") || !isOurOrigin(request, config.SITE_URL)) {
      refuse(CROSS_SITE_FORM, 403);
    }
    const form = await readForm(request, config.STAFF_BODY_LIMIT_BYTES);
    if (session) {
      const sent = form.get("csrfToken");
      const identity = context.staff;
      if (!identity || typeof sent !== "string" || !sameToken(sent, identity.csrfToken)) {
        refuse(STALE_FORM, 403);
      }
    }
    context.set(staffFormContext, form);
    return next();
  };
}
