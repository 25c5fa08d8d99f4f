/**
 * The staff guard's part in keeping typed work across an ended session (decision 0045): a page's
 * post that passed the origin checks but whose session has ended (or whose token is another
 * session's) is sealed into `staff_kept_form` and answered with a redirect to sign in again,
 * thrown, so one answer serves a document post and React Router's `.data` post alike. Once she
 * is signed in, `/staff/kept` sends it on; the post that does is the one that purges it.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { KEPT_PAGE, keptFieldsOf, keptTarget, sameTarget } from "~/lib/staff/kept-form";
import { servedOverHttps } from "~/server/staff/sessions/http.server";
import { keptCookie, keptCookieIn } from "~/server/staff/sessions/kept-forms.server";
import type { StaffIdentity } from "~/server/staff/sessions/sessions.server";

const SIGN_IN = "/staff/sign-in";

const secureOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  servedOverHttps(new URL(request.url).protocol === "https:", context.services.config);

/** Keeps the post and throws the redirect to sign in; a post that cannot be kept says so there. */
export async function keepEndedPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<never> {
  const url = new URL(request.url);
  const target = keptTarget(url);
  const kept = keptFieldsOf(form.entries());
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!kept.ok) {
    throw redirect(`${SIGN_IN}?notKept=1&next=${encodeURIComponent(target)}`, {
      status: 303,
      headers,
    });
  }
  const secure = secureOf(request, context);
  const previous = keptCookieIn(request.headers.get("cookie"), secure);
  const member = context.staff?.userId ?? context.staffEnded ?? null;
  const stored = await context.services.staff.keptForms.keep(
    { target, fields: kept.fields },
    member,
    previous,
  );
  headers.append("Set-Cookie", keptCookie(secure, stored));
  throw redirect(`${SIGN_IN}?next=${encodeURIComponent(KEPT_PAGE)}`, { status: 303, headers });
}

/**
 * A signed-in post carrying a kept post's cookie: when it goes to the kept post's page, it is the
 * kept post sent on (or the same work done again), so the kept copy and its cookie go.
 */
export async function settleKeptPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  identity: StaffIdentity,
  next: () => Promise<Response>,
): Promise<Response> {
  const secure = secureOf(request, context);
  const cookie = keptCookieIn(request.headers.get("cookie"), secure);
  if (!cookie) return next();
  const { keptForms } = context.services.staff;
  const post = await keptForms.read(cookie, identity.userId);
  if (!post || !sameTarget(post.target, new URL(request.url))) return next();
  await keptForms.drop(cookie.id);
  const answer = await next();
  try {
    answer.headers.append("Set-Cookie", keptCookie(secure));
    return answer;
  } catch {
    // An answer whose headers are frozen: the same answer, with the cookie cleared.
    const copy = new Response(answer.body, answer);
    copy.headers.append("Set-Cookie", keptCookie(secure));
    return copy;
  }
}
