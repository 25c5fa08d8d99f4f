import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/set-password";
import { staffMeta } from "~/routes/staff/shared/meta";
import { FormFailure, TextField, SendButton } from "~/routes/staff/shared/form-kit";
import { StaffAuthError } from "./StaffAuthError";
import { STAFF_LIMITS } from "~/lib/staff/schemas";
import { staffFormGuard } from "~/routes/staff/shared/form-guard.server";
import { setPasswordAction } from "./set-password.server";
import "~/routes/staff/shared/staff.css";

export const meta: Route.MetaFunction = () => [
  ...staffMeta("Choose your password | Day Spa staff"),
  // The token is in the address: a referrer carries our origin at most, never the path (the
  // header says so too). Not `no-referrer`: a form posted under it sends `Origin: null`, which
  // React Router and our guard refuse, so the page would not work without JavaScript.
  { name: "referrer", content: "strict-origin" },
];

/** Outside the staff layout: its own guard, origin and body only (no session, 0020). */
export const middleware: Route.MiddlewareFunction[] = [staffFormGuard({ session: false })];

/** The new password as a plain form post: works before and without JavaScript. */
export const action = setPasswordAction;

export default function SetPassword({ actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>Choose your password</h1>
        <Form method="post" aria-label="Choose your password" noValidate>
          {/* The password is never sent back: a refusal shows an empty field and why. */}
          <TextField
            id="set-password-password"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${STAFF_LIMITS.passwordMin} characters, not a common password. A short sentence works well.`}
            error={errors.password}
            required
          />
          <FormFailure message={errors.password ? undefined : actionData?.message} />
          <SendButton sending={sending} busy="Saving…">
            Save password
          </SendButton>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <StaffAuthError />;
}
