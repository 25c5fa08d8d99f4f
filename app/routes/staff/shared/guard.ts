/**
 * What the staff area's loaders share: the signed-in member (the server's guard put it in the
 * load context), or a redirect to sign in / a refusal. No server code: routes may import it.
 */
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { decisionPath, decodePathOrKeep, hasDotSegmentOrBackslash } from "~/lib/site/paths";
import { CONTENT_EDITING_REFUSED } from "~/lib/staff/schemas";

type StaffIdentity = NonNullable<AppLoadContext["staff"]>;

/** The signed-in member; otherwise a redirect to the sign-in page that comes back here. */
export function requireStaff(context: AppLoadContext, request: Request): StaffIdentity {
  const { pathname } = new URL(request.url);
  const next = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (!context.staff) throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`);
  // A required second factor not set up yet: the security page is the only way on (0018).
  if (context.staff.mustEnrol && next !== "/staff/security") throw redirect("/staff/security");
  return context.staff;
}

/** A signed-in owner; anyone else is refused (403, `refusal` in the page's words) before anything is read. */
export function requireOwner(
  context: AppLoadContext,
  request: Request,
  refusal = "Only an owner can do this.",
): StaffIdentity {
  const identity = requireStaff(context, request);
  if (identity.role !== "owner") throw data(refusal, { status: 403 });
  return identity;
}

/** An owner, or a member the owners allow to edit content (see StaffIdentity.mayEditContent). */
export function requireContentEditor(context: AppLoadContext, request: Request): StaffIdentity {
  const identity = requireStaff(context, request);
  if (!identity.mayEditContent) throw data(CONTENT_EDITING_REFUSED, { status: 403 });
  return identity;
}

const NEXT_MAX_LENGTH = 200;

/** Control characters, spaces and DEL: browsers drop or rewrite them while resolving a URL. */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A `next` parameter is followed only to a page of the staff area (no open redirect). The
 * answer is rebuilt from the address as a browser resolves it (dot segments, backslashes), so
 * what is checked is what will be followed; anything unusual falls back to the staff home.
 */
export function safeNext(raw: string | null): string {
  if (!raw || raw.length > NEXT_MAX_LENGTH || !raw.startsWith("/") || raw.includes("\\")) {
    return "/staff";
  }
  if (hasControlOrSpace(raw) || hasControlOrSpace(decodePathOrKeep(raw))) return "/staff";
  let url: URL;
  try {
    url = new URL(raw, "http://staff.invalid");
  } catch {
    return "/staff";
  }
  const path = url.pathname;
  const inStaff = path === "/staff" || path.startsWith("/staff/");
  if (url.host !== "staff.invalid" || !inStaff || hasDotSegmentOrBackslash(path)) return "/staff";
  if (decisionPath(path).startsWith("/staff/sign-in")) return "/staff";
  return `${path}${url.search}`;
}
