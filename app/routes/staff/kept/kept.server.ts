/**
 * The kept post's page (decision 0045): what this browser kept when her sign-in had ended, if it
 * is the signed-in member's, read with the key from its cookie.
 */
import type { AppLoadContext } from "react-router";
import { servedOverHttps } from "~/server/staff/sessions/http.server";
import { keptCookieIn } from "~/server/staff/sessions/kept-forms.server";
import { requireStaff } from "../shared/guard";

export async function keptData(context: AppLoadContext, request: Request) {
  const identity = requireStaff(context, request);
  const secure = servedOverHttps(
    new URL(request.url).protocol === "https:",
    context.services.config,
  );
  const cookie = keptCookieIn(request.headers.get("cookie"), secure);
  const post = cookie
    ? await context.services.staff.keptForms.read(cookie, identity.userId)
    : undefined;
  return { post: post ?? null };
}
