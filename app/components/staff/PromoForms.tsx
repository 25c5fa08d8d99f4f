import { useEffect, useRef, useState } from "react";
import { z } from "zod/mini";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import { promoTiming, promoTimingText, withoutEmptyDates } from "~/lib/content/promo-dates";
import { promoSchema } from "~/lib/content/schemas";
import { moveItem, removeItem } from "~/lib/staff/content-lists";
import { clearingSubmit, StatusNotice, useFocusAfterSave } from "./saved-form";
import { useRefresh } from "./use-refresh";
import { useReportDirty } from "./use-unsaved-warning";
import { FormFailure } from "./FormFailure";

type Promo = z.output<typeof promoSchema>;

/**
 * The content's own schema, as the server checks it: the title is the image's text for people who
 * cannot see it (its alt text, and the pop-up dialog's name), and the last day shown is not before
 * the first.
 */
const promoFormSchema = z.object({
  csrfToken: z.string(),
  seen: z.string(),
  items: z.array(promoSchema),
});
type PromoValues = z.input<typeof promoFormSchema>;

/** A row of the list: the promo and a key that follows it when it moves. */
interface Row extends Promo {
  key: number;
}

let nextKey = 1;
const toRows = (items: readonly Promo[]): Row[] =>
  items.map((item) => ({ ...item, key: nextKey++ }));
// A cleared date is no limit: sent as no date at all, as the content files write it.
const toItems = (rows: readonly Row[]): Promo[] =>
  rows.map(({ key: _key, ...promo }) => withoutEmptyDates(promo));

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
  csrfToken: string;
}

/** One ordered list of promo images (`specials.specials` or `specials.popups`), saved whole. */
export function PromoListForm(props: PromoListProps) {
  const headingId = `${props.record.replace(".", "-")}-heading`;
  const [saved, setSaved] = useState<{ seen: string; message: string } | null>(null);
  return (
    <section aria-labelledby={headingId} className="promo-editor">
      <h2 id={headingId}>{props.heading}</h2>
      <p>{props.intro}</p>
      {/* Saved, restored or changed by a colleague: drawn again from what is stored now. */}
      <PromoListFields
        key={props.seen}
        {...props}
        headingId={headingId}
        focusSubmit={saved?.seen === props.seen}
        onSaved={(message, seen) => setSaved({ seen, message })}
        onSubmitStart={() => setSaved(null)}
      />
      <StatusNotice notice={saved?.message} />
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
  csrfToken,
  headingId,
  focusSubmit,
  onSaved,
  onSubmitStart,
}: PromoListProps & {
  headingId: string;
  focusSubmit: boolean;
  onSaved: (message: string, seen: string) => void;
  onSubmitStart: () => void;
}) {
  const refresh = useRefresh();
  const submit = useFocusAfterSave(focusSubmit);
  const [rows, setRows] = useState(() => toRows(items));

  const api = useApiForm({
    schema: promoFormSchema,
    defaults: { csrfToken, seen, items } satisfies PromoValues,
    endpoint: withParams(staffContentSave, { record }),
    // The API names a field by its place in the record ("1.title"); the form keeps it in items.
    fieldFor: Object.fromEntries(
      rows.flatMap((_, i) => [
        [`${i}.title`, `items.${i}.title` as const],
        [`${i}.specials_image_new`, `items.${i}.specials_image_new` as const],
        [`${i}.starts_on`, `items.${i}.starts_on` as const],
        [`${i}.ends_on`, `items.${i}.ends_on` as const],
      ]),
    ),
    toPayload: (values) => ({
      csrfToken: values.csrfToken,
      seen: values.seen,
      value: values.items,
    }),
    onSuccess: (answer) => {
      onSaved(answer.message, answer.seen);
      void refresh();
    },
  });
  const { setValue, formState } = api.form;
  useReportDirty(formState.isDirty);

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
    setValue("items", toItems(next), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const edit = (index: number, change: Partial<Promo>) =>
    update(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, to: number, button: "up" | "down") => {
    // Focus stays on the moved entry's button, or on its other one once it reached an end.
    const stillThere = button === "up" ? to > 0 : to < rows.length - 1;
    const focus = stillThere ? button : button === "up" ? "down" : "up";
    update(moveItem(rows, index, to), `${headingId}-${to}-${focus}`);
  };

  const errors = formState.errors.items;
  const capitalName = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <form
      {...clearingSubmit(api.formProps, onSubmitStart)}
      aria-labelledby={headingId}
      className="staff-form"
    >
      {rows.length === 0 ? <p>None: the site shows no {itemName}.</p> : null}
      <ol className="promo-editor__list">
        {rows.map((row, index) => {
          const name = `${capitalName} ${index + 1}`;
          const id = `${headingId}-${index}`;
          const imageError = errors?.[index]?.specials_image_new?.message;
          const choices = images.some((image) => image.src === row.specials_image_new)
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
                  <div className={`field${imageError ? " field--invalid" : ""}`}>
                    <label htmlFor={`${id}-image`}>Image</label>
                    <select
                      id={`${id}-image`}
                      value={row.specials_image_new}
                      aria-invalid={imageError ? true : undefined}
                      aria-describedby={imageError ? `${id}-image-error` : undefined}
                      onChange={(event) => edit(index, { specials_image_new: event.target.value })}
                    >
                      {choices.map((image) => (
                        <option key={image.src} value={image.src}>
                          {image.src ? image.label : "Choose an image"}
                        </option>
                      ))}
                    </select>
                    {imageError ? (
                      <p id={`${id}-image-error`} className="field__error">
                        {imageError}
                      </p>
                    ) : null}
                  </div>
                  <TextField
                    id={`${id}-title`}
                    label="Title (read out in place of the image)"
                    error={errors?.[index]?.title?.message}
                    value={row.title}
                    onChange={(event) => edit(index, { title: event.target.value })}
                    autoComplete="off"
                    required
                  />
                  <div className="promo-row__dates">
                    <TextField
                      id={`${id}-starts`}
                      label="First day shown"
                      hint="Empty: from now on"
                      type="date"
                      error={errors?.[index]?.starts_on?.message}
                      value={row.starts_on ?? ""}
                      onChange={(event) => edit(index, { starts_on: event.target.value })}
                    />
                    <TextField
                      id={`${id}-ends`}
                      label="Last day shown"
                      hint="Empty: no end"
                      type="date"
                      error={errors?.[index]?.ends_on?.message}
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
              `${headingId}-${rows.length}-title`,
            )
          }
        >
          Add a {itemName}
        </button>
        <button ref={submit} type="submit" className="button" disabled={!api.canSubmit}>
          Save the {heading.toLowerCase()}
        </button>
      </div>
      <FormFailure message={api.failure} />
    </form>
  );
}
