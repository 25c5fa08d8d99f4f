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
  if (context.staff) return context.staff;
  const { pathname } = new URL(request.url);
  const next = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`);
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
