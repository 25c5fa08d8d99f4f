/**
 * The small-screen menu button of both headers: three bars, named for what a press will do. The
 * menu (the header's next element) opens by React's state. Without JavaScript the button cannot
 * work, so a disclosure stands in for it, shown only then (`scripting: none` in app.css): opening
 * it opens the menu by CSS alone (issue 35, item 13). With JavaScript it is never displayed.
 */
export function MenuToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
        <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <details className="menu-nojs">
        <summary className="menu-toggle">
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </summary>
      </details>
    </>
  );
}
