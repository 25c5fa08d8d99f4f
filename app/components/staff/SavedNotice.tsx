import { Link } from "react-router";

/** After an editor's save: the change is in the draft, and where to publish it. */
export function SavedNotice() {
  return (
    <div role="status" className="staff-notice">
      <p>
        Saved in the draft: publish on Site content to make it live.{" "}
        <Link to="/staff/content">Go to Site content</Link>
      </p>
    </div>
  );
}
