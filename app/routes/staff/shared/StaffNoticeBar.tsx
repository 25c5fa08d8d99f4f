import { useState } from "react";

interface Notice {
  text: string;
  tone: "success" | "warning";
  id: string;
}

/**
 * What the last action did ("Status changed to Contacted."), left by its redirect. It stays until
 * dismissed or replaced by the next notice; without JavaScript it stays until the next page.
 */
export function StaffNoticeBar({ notice }: { notice: Notice }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (dismissed === notice.id) return null;
  return (
    <div className={`staff-toast staff-toast--${notice.tone}`} role="status">
      <p>{notice.text}</p>
      <button
        type="button"
        className="staff-toast__close"
        aria-label="Dismiss this notice"
        onClick={() => setDismissed(notice.id)}
      >
        ×
      </button>
    </div>
  );
}
