import { useEffect, useRef, useState } from "react";
import { moveItem, removeItem } from "~/routes/staff/content/content-lists";
import {
  promoFieldName,
  promoFormSchema,
  typedPromos,
  type Promo,
  type PromoField,
} from "./promo-form";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";
import { SaveBar } from "../SaveBar";
import type { PendingChange } from "../save-publish";
import { PromoRow, type PromoImageChoice } from "./PromoRow";

/** A row of the list: the promo and a key that follows it when it moves. */
interface Row extends Promo {
  key: number;
}

let nextKey = 1;
const toRows = (items: readonly Promo[]): Row[] =>
  items.map((item) => ({ ...item, key: nextKey++ }));

interface PromoListProps {
  record: string;
  heading: string;
  /** What one entry is called, lower case ("special", "pop-up"). */
  itemName: string;
  intro: string;
  items: Promo[];
  seen: string;
  /** The images to choose from: uploads, then the media folder's files. */
  images: PromoImageChoice[];
  /** The spa's day (YYYY-MM-DD): which promos the site shows now. */
  today: string;
  /** The page's action answer: this list's when it names this record. */
  answer: RecordSaveAnswer | undefined;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

/**
 * One ordered list of promo images (`specials.specials` or `specials.popups`), saved whole by a
 * plain form post to the page's action (decision 0020): every row's fields are named by its place,
 * so the post works without JavaScript; adding, moving and removing rows need it.
 */
export function PromoListForm(props: PromoListProps) {
  const headingId = `${props.record.replace(".", "-")}-heading`;
  return (
    <section id={props.record} aria-labelledby={headingId} className="promo-editor">
      <h2 id={headingId}>{props.heading}</h2>
      <p>{props.intro}</p>
      {/* Saved, restored or changed by a colleague: drawn again from what is stored now. */}
      <PromoListFields key={props.seen} {...props} headingId={headingId} />
    </section>
  );
}

function PromoListFields({
  record,
  heading,
  itemName,
  items,
  seen,
  images,
  today,
  answer,
  headingId,
  changes,
}: PromoListProps & { headingId: string }) {
  const api = useRecordForm({ record, seen, schema: promoFormSchema, answer });
  // A refused post (drawn again by the server without JavaScript) shows the rows as typed.
  const typed = answer?.intent === "save" && answer.record === record ? answer.fields : null;
  const [rows, setRows] = useState(() => toRows(typed ? typedPromos(typed) : items));

  // Where focus goes once the new rows are drawn (a moved entry's button, a new entry's title).
  // Not react-dom's flushSync: importing react-dom here would split it out of the entry chunk
  // into a file every public page would then download.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const update = (next: Row[], focusId?: string) => {
    pendingFocus.current = focusId ?? null;
    setRows(next);
    api.edited();
  };
  const edit = (index: number, change: Partial<Promo>) =>
    update(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, button: "up" | "down") => {
    const to = button === "up" ? index - 1 : index + 1;
    // Focus stays on the moved entry's button, or on its other one once it reached an end.
    const stillThere = button === "up" ? to > 0 : to < rows.length - 1;
    const focus = stillThere ? button : button === "up" ? "down" : "up";
    update(moveItem(rows, index, to), `${headingId}-${to}-${focus}`);
  };
  const field = (index: number, name: PromoField) => api.field(promoFieldName(index, name));

  const capitalName = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <RecordFormShell {...api.shell} aria-labelledby={headingId} className="staff-form">
      {rows.length === 0 ? <p>None: the site shows no {itemName}.</p> : null}
      <ol className="promo-editor__list">
        {rows.map((row, index) => (
          <li key={row.key}>
            <PromoRow
              row={row}
              name={`${capitalName} ${index + 1}`}
              id={`${headingId}-${index}`}
              index={index}
              count={rows.length}
              field={(name) => field(index, name)}
              images={images}
              today={today}
              onEdit={(change) => edit(index, change)}
              onMove={(button) => move(index, button)}
              onRemove={() => update(removeItem(rows, index), `${headingId}-add`)}
            />
          </li>
        ))}
      </ol>
      <div className="staff-actions">
        <button
          type="button"
          id={`${headingId}-add`}
          className="button button--outline button--small"
          onClick={() =>
            update(
              [...rows, ...toRows([{ title: "", specials_image_new: images[0]?.src ?? "" }])],
              field(rows.length, "title").id,
            )
          }
        >
          Add a {itemName}
        </button>
      </div>
      <SaveBar
        {...api.saveBar}
        changes={changes}
        saveLabel={`Save the ${heading.toLowerCase()}`}
        what={`the ${heading.toLowerCase()}`}
      />
    </RecordFormShell>
  );
}
