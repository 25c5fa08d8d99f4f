import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: focus is trapped by the browser, Escape closes
 * it, and the page behind does not scroll while it is open (SPEC.md 2.3): app.css locks the body
 * while a `.dialog` has its `open` attribute, from the first paint and without JavaScript; the
 * `scroll-locked` class set here does the same after hydration where :has() is not supported.
 *
 * A dialog that starts open is already open in the server's HTML, so it shows with the first
 * paint rather than after the JavaScript has loaded (it is the home page's largest paint). Until
 * hydration it is a plain open dialog whose Close button works without JavaScript
 * (`<form method="dialog">`); on hydration it becomes modal. If the visitor closed it before
 * that, it stays closed.
 */
export function Dialog({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The `open` attribute is rendered once, for the server's HTML; from then on showModal() and
  // close() drive the dialog. React must not toggle the attribute: removing it from a modal
  // dialog hides it but leaves the page behind inert.
  const [openInHtml] = useState(open);
  const hydrating = useRef(true);
  // Not a dependency of the effect: a new callback each render must not re-run it.
  const reportClosedBeforeHydration = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const hydration = hydrating.current;
    hydrating.current = false;
    if (hydration && openInHtml) {
      if (!dialog.open) {
        reportClosedBeforeHydration();
        return;
      }
      // From the server's plain open dialog to a modal one; showModal() refuses an open dialog.
      dialog.removeAttribute("open");
      dialog.showModal();
    } else if (open && !dialog.open) {
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    document.body.classList.toggle("scroll-locked", open);
    return () => document.body.classList.remove("scroll-locked");
  }, [open, openInHtml]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-label={label}
      open={openInHtml}
      onClose={onClose}
      onCancel={onClose}
    >
      <form method="dialog" className="dialog__close-form">
        <button type="submit" className="dialog__close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
      </form>
      {children}
    </dialog>
  );
}
