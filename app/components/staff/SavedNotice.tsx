import { useState } from "react";
import { Link } from "react-router";

/**
 * After an editor's save: the change is in the draft, and where to publish it. It stays until
 * dismissed (decision 0024); `saved` (the saved record's fingerprint) brings it back after the
 * next save.
 */
export function SavedNotice({ saved = "" }: { saved?: string }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  return (
    <div role="status">
      {dismissed === saved ? null : (
        <div className="staff-notice staff-notice--dismissible">
          <p>
            Saved in the draft: publish on Site content to make it live.{" "}
            <Link to="/staff/content">Go to Site content</Link>
          </p>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setDismissed(saved)}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
