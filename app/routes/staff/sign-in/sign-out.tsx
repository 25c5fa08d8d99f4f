/**
 * Sign-out as a plain form post (decision 0020): the header's button posts here with the
 * session's anti-forgery token, without JavaScript too. A resource route: nothing to show.
 */
import { redirect, type ActionFunctionArgs, type MiddlewareFunction } from "react-router";
import { clearSessionCookie } from "./auth-cookies.server";
import { staffFormGuard } from "~/routes/staff/shared/form-guard.server";

const SIGNED_OUT = "/staff/sign-in?signedOut=1";

/** A session that has already ended is signed out: say so rather than call the form stale. */
const endedAlready: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (request.method.toUpperCase() === "POST" && !context.staff) {
    throw redirect(SIGNED_OUT, {
      status: 303,
      headers: { "Set-Cookie": clearSessionCookie(request, context.services.config) },
    });
  }
  return next();
};

export const middleware = [endedAlready, staffFormGuard({ session: true })];

export function loader() {
  return redirect("/staff");
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The guard let the post through only with this session's token: context.staff is set.
  const identity = context.staff!;
  await context.services.staff.signIn.signOut(identity);
  return redirect(SIGNED_OUT, {
    status: 303,
    headers: { "Set-Cookie": clearSessionCookie(request, context.services.config) },
  });
}
