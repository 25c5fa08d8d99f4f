/**
 * A content editor's buttons (decision 0040): "Save in the draft" and "Save and publish", kept in
 * reach at the bottom of the screen while the form is on it (sticky, in the form's own flow, so it
 * covers nothing at the form's end). "Save and publish" posts the same form with `then=publish`:
 * the action saves the record, then publishes the whole draft, with or without JavaScript. What
 * else the draft holds is said beside it, as it goes live too; the history's note is optional.
 */
import { useId, type ReactNode, type Ref } from "react";
import {
  alsoPublishesWords,
  otherChanges,
  PUBLISH_AFTER,
  PUBLISH_NOTE,
  type PendingChange,
} from "./save-publish";
import { TextField } from "~/routes/staff/shared/form-kit";
import "./save-bar.css";

interface Props {
  /** The record the form saves ("menus.2"): its own change is not "another" one. */
  record: string;
  /** The draft's changes as the page loaded them. */
  changes: readonly PendingChange[];
  sending: boolean;
  /** The Save button, focused after its save (`useRecordForm`'s `submitRef`). */
  submitRef?: Ref<HTMLButtonElement>;
  /** A refused note's message. */
  noteError?: string;
  /** The note as typed before a refusal (a page without JavaScript is drawn anew). */
  noteTyped?: string;
  /** The Save button's words, when an editor names it otherwise. */
  saveLabel?: string;
  /** The form's id, when the bar sits outside it (the menu editor). */
  form?: string;
  /** Shown first in the bar (a failure that must stay in view). */
  children?: ReactNode;
  /**
   * One of many small forms on a page (a review, a pop-up): the buttons in its flow, not stuck,
   * and no note (the history names the record).
   */
  compact?: boolean;
  /** Which record "Save and publish" saves, in its accessible name ("the review by Ann"). */
  what?: string;
  /** The Save button's accessible name, when its words do not say which record. */
  saveAriaLabel?: string;
}

export function SaveBar({
  record,
  changes,
  sending,
  submitRef,
  noteError,
  noteTyped,
  saveLabel = "Save in the draft",
  form,
  children,
  compact = false,
  what,
  saveAriaLabel,
}: Props) {
  const id = useId();
  const also = alsoPublishesWords(otherChanges(changes, record));
  // Fragments: the bar sticks only within its parent, so it is a child of the form itself.
  return (
    <>
      {compact ? null : (
        <details className="save-bar__note" open={noteError || noteTyped ? true : undefined}>
          <summary>Note for the history (optional)</summary>
          <TextField
            id={`${id}-note`}
            name={PUBLISH_NOTE}
            form={form}
            label="What changed"
            hint="Shown in Published versions; left empty, the editor's name is used."
            error={noteError}
            defaultValue={noteTyped}
            maxLength={200}
            autoComplete="off"
          />
        </details>
      )}
      <div className={compact ? "save-bar save-bar--inline" : "save-bar"}>
        {children}
        {also ? <p className="save-bar__also">{also}</p> : null}
        <div className="save-bar__buttons">
          <button
            ref={submitRef}
            type="submit"
            form={form}
            className="button button--outline"
            disabled={sending}
            aria-label={saveAriaLabel}
          >
            {saveLabel}
          </button>
          <button
            type="submit"
            name={PUBLISH_AFTER.name}
            value={PUBLISH_AFTER.value}
            form={form}
            className="button"
            disabled={sending}
            aria-label={what ? `Save and publish ${what}` : undefined}
          >
            Save and publish
          </button>
        </div>
      </div>
    </>
  );
}
