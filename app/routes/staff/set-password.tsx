import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/set-password";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { staffSetPassword } from "~/lib/api/staff-endpoints";
import { setPasswordSchema, STAFF_LIMITS } from "~/lib/staff/schemas";
import "~/styles/staff.css";
import { FormFailure } from "~/components/staff/FormFailure";

export const meta: Route.MetaFunction = () => [
  { title: "Choose your password | Day Spa staff" },
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never send it to another site.
  { name: "referrer", content: "no-referrer" },
];

export default function SetPassword({ params }: Route.ComponentProps) {
  const { token } = params;
  const [done, setDone] = useState<string | null>(null);
  const api = useApiForm({
    schema: setPasswordSchema,
    defaults: { token, password: "" },
    endpoint: staffSetPassword,
    toPayload: (values) => values,
    onSuccess: (answer) => setDone(answer.message),
  });
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>Choose your password</h1>
        {done ? (
          <>
            <p role="status">{done}</p>
            <p>
              <Link className="button" to="/staff/sign-in">
                Sign in
              </Link>
            </p>
          </>
        ) : (
          <form {...api.formProps} aria-label="Choose your password">
            <TextField
              {...api.field("password")}
              {...api.form.register("password")}
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${STAFF_LIMITS.passwordMin} characters, not a common password. A short sentence works well.`}
              required
            />
            <FormFailure message={api.field("token").error || api.failure} />
            <button type="submit" className="button" disabled={!api.canSubmit}>
              Save password
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
