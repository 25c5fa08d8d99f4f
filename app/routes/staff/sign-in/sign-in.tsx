import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { FormFailure, TextField } from "~/routes/staff/shared/form-kit";
import { StaffAuthError } from "./StaffAuthError";
import { safeNext } from "~/routes/staff/shared/guard";
import { SECOND_STEP_EXPIRED } from "~/lib/staff/second-factor";
import { staffFormGuard } from "~/routes/staff/shared/form-guard.server";
import { signInAction } from "./sign-in.server";
import "~/routes/staff/shared/staff.css";

export const meta: Route.MetaFunction = () => [
  { title: "Staff sign-in | Day Spa" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Outside the staff layout: its own guard, origin and body only (no session yet, 0020). */
export const middleware: Route.MiddlewareFunction[] = [staffFormGuard({ session: false })];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const next = safeNext(searchParams.get("next"));
  if (context.staff) throw redirect(next);
  // With no account yet, say how the operator creates the first one instead of a dead end.
  const hasAccounts = (await context.services.staff.accounts.count()) > 0;
  return {
    next,
    hasAccounts,
    signedOut: searchParams.has("signedOut"),
    // Set by the set-password page's redirect (set-password.server.ts).
    passwordSet: searchParams.has("passwordSet"),
    expired: searchParams.has("expired"),
  };
}

/** E-mail and password as a plain form post: works before and without JavaScript. */
export const action = signInAction;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { next, hasAccounts, signedOut, expired, passwordSet } = loaderData;
  const sending = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>Staff sign-in</h1>
        {signedOut && !actionData ? <p role="status">You are signed out.</p> : null}
        {passwordSet && !actionData ? (
          <p role="status">Your password is saved. Sign in with it now.</p>
        ) : null}
        {/* A refusal of the second step (spent or expired), said as every refusal is. */}
        <FormFailure message={expired && !actionData ? SECOND_STEP_EXPIRED : undefined} />
        {!hasAccounts ? (
          <p className="staff-note">
            No staff account exists yet. The operator creates the first owner with{" "}
            <code>npm run staff -- add EMAIL --role owner</code>.
          </p>
        ) : null}
        <Form method="post" aria-label="Sign in" noValidate>
          <input type="hidden" name="next" value={next} />
          {/* The e-mail is kept on a refusal (the key remounts it); the password never is. */}
          <TextField
            key={actionData?.email ?? ""}
            id="sign-in-email"
            name="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            defaultValue={actionData?.email ?? ""}
            error={errors.email}
            required
          />
          <TextField
            id="sign-in-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
            required
          />
          <FormFailure message={actionData?.message} />
          <button type="submit" className="button" disabled={sending}>
            {sending ? "Signing in…" : "Sign in"}
          </button>
        </Form>
        <ForgotPassword />
      </div>
    </main>
  );
}

/**
 * Where each member turns for a new password (decision 0043): an owner has no owner above her,
 * so her way is another owner's Accounts page or the operator's reset command. Either gives a
 * one-time link; no e-mail reset exists to be abused.
 */
function ForgotPassword() {
  return (
    // No aria-labelledby: a region named "…password?" would be one more match for "Password".
    <div className="staff-note">
      <h2 className="staff-subheading">Forgot your password?</h2>
      <ul>
        <li>Staff members: ask an owner for a new set-password link (on the Accounts page).</li>
        <li>
          Owners: ask another owner to do the same, or ask the person who looks after the website to
          run its reset command, <code>npm run staff -- reset-password</code> with your e-mail.
          Either way you get a link that works once; your passkey or authenticator app stays as it
          is.
        </li>
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <StaffAuthError />;
}
