/**
 * "Save and publish" beside each content editor's Save (issue 29, decision 0040): what the page
 * and the action share. The button posts `then=publish` with the record's own save; the action
 * saves, then publishes the whole draft. Pure, so the page, the action and the tests share it.
 */

/** The submit button's name and value: a save that asks to publish after it. */
export const PUBLISH_AFTER = { name: "then", value: "publish" } as const;

/** The optional note for the published versions' history. */
export const PUBLISH_NOTE = "publishNote";

/** What the draft changes, as the editor pages hand it to their forms (`DraftChange`'s part). */
export interface PendingChange {
  /** "menus.3" */
  record: string;
  /** "Facials menu" */
  label: string;
}

/**
 * The draft's changes that are not `record`'s own: they go live too when this editor publishes.
 * "reviews" and "reviews.3" are the same record's changes either way round.
 */
export function otherChanges(changes: readonly PendingChange[], record: string): PendingChange[] {
  return changes.filter(
    (change) =>
      change.record !== record &&
      !change.record.startsWith(`${record}.`) &&
      !record.startsWith(`${change.record}.`),
  );
}

const LISTED = 3;

/** "Also publishes 2 other changes: Salon details, Facials menu." (empty when there are none). */
export function alsoPublishesWords(others: readonly PendingChange[]): string {
  if (others.length === 0) return "";
  const count = others.length === 1 ? "1 other change" : `${others.length} other changes`;
  const names = others.slice(0, LISTED).map((change) => change.label);
  const more = others.length > LISTED ? ` and ${others.length - LISTED} more` : "";
  return `Save and publish also publishes ${count} in the draft: ${names.join(", ")}${more}.`;
}
