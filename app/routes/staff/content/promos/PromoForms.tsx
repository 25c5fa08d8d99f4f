import { useEffect, useRef, useState } from "react";
import { TextField } from "~/routes/staff/shared/form-kit";
import { promoTiming, promoTimingText } from "~/lib/content/promo-dates";
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

/** A row of the list: the promo and a key that follows it when it moves. */
interface Row extends Promo {
  key: number;
}

let nextKey = 1;
const toRows = (items: readonly Promo[]): Row[] =>
  items.map((item) => ({ ...item, key: nextKey++ }));

const fileName = (image: string) => image.slice(image.lastIndexOf("/") + 1) || image;

/** An image the owner may choose: an upload (named by its alt text) or a media folder file. */
export interface PromoImageChoice {
  src: string;
  label: string;
}

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
}: PromoListProps & { headingId: string }) {
  const { submitRef, ...api } = useRecordForm({ record, seen, schema: promoFormSchema, answer });
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
  const move = (index: number, to: number, button: "up" | "down") => {
    // Focus stays on the moved entry's button, or on its other one once it reached an end.
    const stillThere = button === "up" ? to > 0 : to < rows.length - 1;
    const focus = stillThere ? button : button === "up" ? "down" : "up";
    update(moveItem(rows, index, to), `${headingId}-${to}-${focus}`);
  };
  const field = (index: number, name: PromoField) => api.field(promoFieldName(index, name));

  const capitalName = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <RecordFormShell
      {...api.shell}
      aria-labelledby={headingId}
      className="staff-form"
    >
      {rows.length === 0 ? <p>None: the site shows no {itemName}.</p> : null}
      <ol className="promo-editor__list">
        {rows.map((row, index) => {
          const name = `${capitalName} ${index + 1}`;
          const id = `${headingId}-${index}`;
          const image = field(index, "specials_image_new");
          const choices = images.some((choice) => choice.src === row.specials_image_new)
            ? images
            : [{ src: row.specials_image_new, label: fileName(row.specials_image_new) }, ...images];
          const timing = promoTiming(row, today);
          return (
            <li key={row.key}>
              <fieldset className="promo-row">
                <legend>{name}</legend>
                {row.specials_image_new ? (
                  <img
                    className="promo-row__preview"
                    src={row.specials_image_new}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="promo-row__preview promo-row__preview--empty">No image</span>
                )}
                <div className="promo-row__fields">
                  {/* Updated as the dates are typed: what the site will do with them today. */}
                  <p className={`promo-row__timing promo-row__timing--${timing}`}>
                    {promoTimingText(row, today)}
                  </p>
                  <div className={`field${image.error ? " field--invalid" : ""}`}>
                    <label htmlFor={image.id}>Image</label>
                    <select
                      id={image.id}
                      name={image.name}
                      value={row.specials_image_new}
                      aria-invalid={image.error ? true : undefined}
                      aria-describedby={image.error ? `${image.id}-error` : undefined}
                      onChange={(event) => edit(index, { specials_image_new: event.target.value })}
                    >
                      {choices.map((choice) => (
                        <option key={choice.src} value={choice.src}>
                          {choice.src ? choice.label : "Choose an image"}
                        </option>
                      ))}
                    </select>
                    {image.error ? (
                      <p id={`${image.id}-error`} className="field__error">
                        {image.error}
                      </p>
                    ) : null}
                  </div>
                  <TextField
                    {...field(index, "title")}
                    label="Title (read out in place of the image)"
                    value={row.title}
                    onChange={(event) => edit(index, { title: event.target.value })}
                    autoComplete="off"
                    required
                  />
                  <div className="promo-row__dates">
                    <TextField
                      {...field(index, "starts_on")}
                      label="First day shown"
                      hint="Empty: from now on"
                      type="date"
                      value={row.starts_on ?? ""}
                      onChange={(event) => edit(index, { starts_on: event.target.value })}
                    />
                    <TextField
                      {...field(index, "ends_on")}
                      label="Last day shown"
                      hint="Empty: no end"
                      type="date"
                      value={row.ends_on ?? ""}
                      onChange={(event) => edit(index, { ends_on: event.target.value })}
                    />
                  </div>
                  <div className="staff-actions">
                    <button
                      type="button"
                      id={`${id}-up`}
                      className="button button--outline button--small"
                      disabled={index === 0}
                      aria-label={`Move up: ${name}`}
                      onClick={() => move(index, index - 1, "up")}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      id={`${id}-down`}
                      className="button button--outline button--small"
                      disabled={index === rows.length - 1}
                      aria-label={`Move down: ${name}`}
                      onClick={() => move(index, index + 1, "down")}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className="button button--outline button--small"
                      aria-label={`Remove: ${name}`}
                      onClick={() => {
                        // Named, since the list may hold several alike (decision 0024).
                        const what = row.title ? `${name}, “${row.title}”` : name;
                        if (!window.confirm(`Remove ${what} from the list?`)) return;
                        update(removeItem(rows, index), `${headingId}-add`);
                      }}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
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
        <button ref={submitRef} type="submit" className="button" disabled={api.sending}>
          Save the {heading.toLowerCase()}
        </button>
      </div>
    </RecordFormShell>
  );
}
