import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { staffSignIn } from "~/lib/api/staff-endpoints";
import { signInSchema } from "~/lib/staff/schemas";
import { safeNext } from "~/lib/staff/guard";
import "~/styles/staff.css";
import { FormFailure } from "~/components/staff/FormFailure";

export const meta: Route.MetaFunction = () => [
  { title: "Staff sign-in | Day Spa" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const next = safeNext(searchParams.get("next"));
  if (context.staff) throw redirect(next);
  // With no account yet, say how the operator creates the first one instead of a dead end.
  const hasAccounts = (await context.services.staff.accounts.count()) > 0;
  return { next, hasAccounts, signedOut: searchParams.has("signedOut") };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { next, hasAccounts, signedOut } = loaderData;
  const api = useApiForm({
    schema: signInSchema,
    defaults: { email: "", password: "" },
    endpoint: staffSignIn,
    toPayload: (values) => values,
    // A full page load, so every loader runs with the new session (or the pending sign-in).
    onSuccess: (body) => {
      if (body.secondStep) {
        window.location.assign(`${body.redirectTo}?next=${encodeURIComponent(next)}`);
      } else {
        window.location.assign(body.redirectTo === "/staff" ? next : body.redirectTo);
      }
    },
  });
  const { register } = api.form;
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>Staff sign-in</h1>
        {signedOut ? <p role="status">You are signed out.</p> : null}
        {!hasAccounts ? (
          <p className="staff-note">
            No staff account exists yet. The operator creates the first owner with{" "}
            <code>npm run staff -- add EMAIL --role owner</code>.
          </p>
        ) : null}
        <form {...api.formProps} aria-label="Sign in">
          <TextField
            {...api.field("email")}
            {...register("email")}
            label="E-mail"
            type="email"
            autoComplete="username"
            required
          />
          <TextField
            {...api.field("password")}
            {...register("password")}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormFailure message={api.failure} />
          <button type="submit" className="button" disabled={!api.canSubmit}>
            {api.pending ? "Signing in…" : "Sign in"}
          </button>
        </form>
        <p className="staff-note">
          Forgot your password? Ask the owner for a new set-password link.
        </p>
      </div>
    </main>
  );
}
