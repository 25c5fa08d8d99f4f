interface Notice {
  text: string;
  tone: "success" | "warning";
  id: string;
}

/**
 * What the last action did ("Status changed to Contacted."), left by its redirect: at the top of
 * the page, in the flow, so it covers nothing (decision 0038). It stays until dismissed or
 * replaced by the next notice (the layout keys it by the notice's id).
 * Dismissing needs no script and leaves the page as it is (typed work included): the close
 * button submits a `method="dialog"` form, which closes its open `<dialog>` in the browser itself.
 * With JavaScript, focus then goes to the page's content rather than back to the page's top.
 */
export function StaffNoticeBar({ notice }: { notice: Notice }) {
  return (
    <dialog
      open
      className="staff-notice"
      aria-label="Notice"
      onClose={() => document.getElementById("main")?.focus({ preventScroll: true })}
    >
      <div className={`staff-toast staff-toast--${notice.tone}`} role="status">
        <p>{notice.text}</p>
        <form method="dialog">
          <button type="submit" className="staff-toast__close" aria-label="Dismiss this notice">
            ×
          </button>
        </form>
      </div>
    </dialog>
  );
}
