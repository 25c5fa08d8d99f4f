import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: focus is trapped by the browser, Escape closes
 * it, and the page behind does not scroll while it is open (SPEC.md 2.3).
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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.body.classList.toggle("scroll-locked", open);
    return () => document.body.classList.remove("scroll-locked");
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-label={label} onClose={onClose} onCancel={onClose}>
      <button type="button" className="dialog__close" onClick={onClose} aria-label="Close">
        <span aria-hidden="true">×</span>
      </button>
      {children}
    </dialog>
  );
}
