import type { ComponentProps } from "react";

/** A small secondary button of an editable list's rows (move, remove, add). */
export function RowButton(props: ComponentProps<"button">) {
  return <button type="button" className="button button--outline button--small" {...props} />;
}

/**
 * Up, Down and Remove for one entry of an editable list (hours lines, FAQ pairs). Buttons, so
 * they work by keyboard; each names the entry it acts on ("Move hours line 2 up").
 */
export function EntryActions({
  name,
  index,
  count,
  idOf,
  onMove,
  onRemove,
}: {
  /** The entry as the labels call it: "hours line 2", "question 3". */
  name: string;
  index: number;
  count: number;
  /** The id of the Up or Down button, for the focus after a move. */
  idOf: (action: "up" | "down") => string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="staff-line__actions">
      <RowButton
        id={idOf("up")}
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(-1)}
      >
        Up
      </RowButton>
      <RowButton
        id={idOf("down")}
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(1)}
      >
        Down
      </RowButton>
      <RowButton aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </RowButton>
    </div>
  );
}
