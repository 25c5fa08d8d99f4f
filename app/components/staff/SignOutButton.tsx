import { useApiForm } from "~/components/staff/form-kit";
import { staffSignOut } from "~/lib/api/staff-endpoints";
import { signOutSchema } from "~/lib/staff/schemas";
import { FormFailure } from "./FormFailure";

/** Ends the session on the server, then leaves the staff area. */
export function SignOutButton({ csrfToken }: { csrfToken: string }) {
  const api = useApiForm({
    schema: signOutSchema,
    defaults: { csrfToken },
    endpoint: staffSignOut,
    toPayload: (values) => values,
    onSuccess: () => window.location.assign("/staff/sign-in?signedOut=1"),
  });
  return (
    <form {...api.formProps} className="staff-signout">
      <button
        type="submit"
        className="button button--outline button--small"
        disabled={!api.canSubmit}
      >
        Sign out
      </button>
      <FormFailure message={api.failure} />
    </form>
  );
}
