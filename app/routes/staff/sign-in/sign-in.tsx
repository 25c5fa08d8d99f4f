import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { staffMeta } from "~/routes/staff/shared/meta";
import { FormFailure, TextField, SendButton } from "~/routes/staff/shared/form-kit";
import { StaffAuthError } from "./StaffAuthError";
import { SECOND_STEP_EXPIRED } from "~/lib/staff/second-factor";
import { staffFormGuard } from "~/routes/staff/shared/form-guard.server";
import { signInAction, signInData } from "./sign-in.server";
import { NOT_KEPT_MESSAGE } from "~/lib/staff/kept-form";
import "~/routes/staff/shared/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Staff sign-in | Day Spa");

/** Outside the staff layout: its own guard, origin and body only (no session yet, 0020). */
export const middleware: Route.MiddlewareFunction[] = [staffFormGuard({ session: false })];

export const loader = ({ context, request }: Route.LoaderArgs) => signInData(context, request);

/** E-mail and password as a plain form post: works before and without JavaScript. */
export const action = signInAction;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { next, hasAccounts, signedOut, expired, notKept, lastEmail } = loaderData;
  const sending = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>Staff sign-in</h1>
        {signedOut && !actionData ? <p role="status">You are signed out.</p> : null}
        {notKept && !actionData ? <p role="status">{NOT_KEPT_MESSAGE}</p> : null}
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
            key={actionData?.email ?? lastEmail}
            id="sign-in-email"
            name="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            defaultValue={actionData?.email ?? lastEmail}
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
          <SendButton sending={sending} busy="Signing in…">
            Sign in
          </SendButton>
        </Form>
        <ForgotPassword />
      </div>
    </main>
  );
}

/**
 * Where each member turns for a new password (decision 0043), in her words (issue 35): an owner
 * gives a new set-password link on Accounts; when no owner can sign in, whoever runs the website
 * resets it. Either gives a one-time link; no e-mail reset exists to be abused.
 */
function ForgotPassword() {
  return (
    // No aria-labelledby: a region named "…password?" would be one more match for "Password".
    <div className="staff-note">
      <h2 className="staff-subheading">Forgot your password?</h2>
      <p>
        Ask an owner for a new set-password link: she makes one on the Accounts page. If no owner
        can sign in, ask whoever runs the website to reset your password. Either way you get a link
        that works once; your passkey or authenticator app stays as it is.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <StaffAuthError />;
}
