import { Link, useRouteError } from "react-router";
import { staffErrorText } from "~/routes/staff/shared/error-text";

/**
 * The sign-in pages' error page (they are outside the staff layout, whose boundary shows the
 * others): the reason in the staff area's words and the way back to signing in, never the
 * public site's error page.
 */
export function StaffAuthError() {
  const { title, text } = staffErrorText(useRouteError());
  return (
    <main id="main" className="staff-auth">
      <title>{`${title} | Spa staff`}</title>
      <div className="staff-auth__card">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <Link to="/staff/sign-in" className="button" reloadDocument>
            Back to sign-in
          </Link>
        </p>
      </div>
    </main>
  );
}
