/** The small-screen menu button of both headers: three bars, named for what a press will do. */
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
  );
}
