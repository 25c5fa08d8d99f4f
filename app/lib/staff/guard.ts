/**
 * What the staff area's loaders share: the signed-in member (the server's guard put it in the
 * load context), or a redirect to sign in / a refusal. No server code: routes may import it.
 */
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { CONTENT_EDITING_REFUSED } from "./schemas";

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

export function requireOwner(context: AppLoadContext, request: Request): StaffIdentity {
  const identity = requireStaff(context, request);
  if (identity.role !== "owner") {
    throw data("Only an owner can manage staff accounts.", { status: 403 });
  }
  return identity;
}

/** An owner, or a member the owners allow to edit content (see StaffIdentity.mayEditContent). */
export function requireContentEditor(context: AppLoadContext, request: Request): StaffIdentity {
  const identity = requireStaff(context, request);
  if (!identity.mayEditContent) throw data(CONTENT_EDITING_REFUSED, { status: 403 });
  return identity;
}

/** A `next` parameter is followed only to a page of the staff area (no open redirect). */
export function safeNext(raw: string | null): string {
  if (!raw || raw.length > 200 || !raw.startsWith("/staff") || raw.startsWith("//"))
    return "/staff";
  if (raw.includes("\\") || raw.startsWith("/staff/sign-in")) return "/staff";
  return raw;
}
