/**
 * The sign-in's second step with a passkey (decisions 0018, 0036): the second-step page posts here
 * with `fetch`, `intent=options` for a WebAuthn challenge, then `intent=finish` with the browser's
 * signed answer (JSON in `response`). Outside the staff layout, like the page: no session yet, a
 * pending sign-in's cookie; its own guard checks the origin and reads the form. Each post counts
 * against the address's sign-in budget, as the page's code form does.
 */
import type { Route } from "./+types/second-step-passkey";
import {
  clearPendingCookie,
  pendingTokenFromRequest,
  sessionCookie,
  sessionTokenFromRequest,
  signInClientOf,
} from "./auth-cookies.server";
import { staffFormGuard } from "~/routes/staff/shared/form-guard.server";
import { jsonField, postOnly } from "~/routes/staff/shared/script-route.server";
import { scriptAction } from "~/routes/staff/shared/staff-action.server";

export const middleware: Route.MiddlewareFunction[] = [staffFormGuard({ session: false })];

export const loader = postOnly;

export const action = scriptAction("visitor", {
  options: async ({ services, context, request }) => {
    await services.staff.signIn.countAddress(context.clientIp ?? "");
    return services.staff.passkeyStep.options(pendingTokenFromRequest(request));
  },
  finish: async ({ form, services, context, request }) => {
    const { config, staff } = services;
    const ip = context.clientIp ?? "";
    await staff.signIn.countAddress(ip);
    const session = await staff.passkeyStep.finish(
      pendingTokenFromRequest(request),
      jsonField(form, "response"),
      signInClientOf(request, config, ip),
      sessionTokenFromRequest(request, config),
    );
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", sessionCookie(request, config, session.sessionToken));
    headers.append("Set-Cookie", session.deviceCookie);
    headers.append("Set-Cookie", clearPendingCookie(request, config));
    return Response.json({ message: "Signed in.", redirectTo: "/staff" }, { headers });
  },
});
