import { TokenField } from "./form-kit";

/**
 * Ends the session on the server: a plain form post to the sign-out route (decision 0020), so it
 * works without JavaScript; the browser loads the sign-in page afresh, leaving nothing of the
 * staff pages' state behind.
 */
export function SignOutButton() {
  return (
    <form method="post" action="/staff/sign-out" className="staff-signout">
      <TokenField />
      <button type="submit" className="button button--outline button--small">
        Sign out
      </button>
    </form>
  );
}
