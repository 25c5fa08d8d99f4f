interface Notice {
  text: string;
  tone: "success" | "warning";
  id: string;
}

/**
 * What the last action did ("Status changed to Contacted."), left by its redirect, in the flow so
 * it covers nothing (decision 0038): beside the part of the page the form was posted from
 * (`placement="part"`, drawn by the kit's `StaffForm`, decision 0046), or at the top of the page
 * when no part on it claims the notice (`"top"`, the layout's; hidden by CSS when a part did).
 * It stays until dismissed or replaced (keyed by the notice's id).
 * Dismissing needs no script and leaves the page as it is (typed work included): the close
 * button submits a `method="dialog"` form, which closes its open `<dialog>` in the browser itself.
 * With JavaScript, focus then goes to the part (or the page's content) rather than the page's top.
 */
export function StaffNoticeBar({
  notice,
  placement = "top",
}: {
  notice: Notice;
  placement?: "top" | "part";
}) {
  return (
    <dialog
      open
      className={`staff-notice staff-notice--${placement}`}
      aria-label="Notice"
      onClose={(event) => {
        const part = event.currentTarget.closest<HTMLElement>(".staff-part");
        (part ?? document.getElementById("main"))?.focus({ preventScroll: true });
      }}
    >
      {/* Focused when the page lands here (StaffForm): the notice is read first. */}
      <div className={`staff-toast staff-toast--${notice.tone}`} role="status" tabIndex={-1}>
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
