/** The fields of one opened menu item, and the small buttons of the menu editor's rows. */
import { TextAreaField, TextField } from "~/routes/staff/shared/form-kit";
import {
  EDIT_LIMITS,
  type fromEditableItem,
  type AddonRow,
  type EditableItem,
  type FieldErrors,
  type ItemKind,
} from "~/lib/content/menu-editing";
import { type DraftItem } from "~/lib/content/menu-form";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { AmountField, PriceFields } from "./MenuPriceFields";
import { MenuItemPreview } from "./MenuPreview";
import { RowButton } from "../EntryActions";

export type Row = DraftItem & { uid: number };

const KIND_HINTS: Record<ItemKind, string> = {
  service: "",
  addons: "The page lists these lines under the fixed line “30 minutes / $75”.",
  membership: "Lines containing “Plus:” are kept but not shown.",
  policies: "",
};

const LINES_LABELS: Record<Exclude<ItemKind, "addons">, string> = {
  service: "What it includes: one line each",
  membership: "Benefits: one per line",
  policies: "Policies: one per line",
};

/** A list of one-line entries edited as one box, a line each: no button per line. */
function LinesField({
  id,
  name,
  label,
  entries,
  errors,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  entries: string[];
  errors: FieldErrors;
  onChange: (entries: string[]) => void;
}) {
  const problem = entries
    .map(
      (_, index) =>
        errors[`entries.${index}`] && `Line ${index + 1}: ${errors[`entries.${index}`]}`,
    )
    .find(Boolean);
  return (
    <TextAreaField
      id={id}
      name={name}
      label={label}
      value={entries.join("\n")}
      rows={Math.min(6, Math.max(3, entries.length))}
      maxLength={CONTENT_LIMITS.long}
      error={problem || undefined}
      onChange={(event) => onChange(event.target.value.split("\n"))}
    />
  );
}

function AddonRows({
  id,
  fieldName,
  rows,
  errors,
  onChange,
}: {
  id: string;
  /** "items.3.addons": the rows' fields are named from it. */
  fieldName: string;
  rows: AddonRow[];
  errors: FieldErrors;
  onChange: (rows: AddonRow[]) => void;
}) {
  const set = (index: number, patch: Partial<AddonRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="menu-rows">
      <legend>Add-ons</legend>
      {rows.map((row, index) => (
        <fieldset key={index} className="menu-row menu-row--addon">
          <legend>Add-on {index + 1}</legend>
          {/* How the stored line was written: kept so an untouched line stays as it was. */}
          <input type="hidden" name={`${fieldName}.${index}.style`} value={row.style} />
          <input
            type="hidden"
            name={`${fieldName}.${index}.blankBefore`}
            value={Math.min(row.blankBefore, 99)}
          />
          <TextField
            name={`${fieldName}.${index}.title`}
            id={`${id}-${index}-title`}
            label="Name"
            value={row.title}
            maxLength={EDIT_LIMITS.entry}
            error={errors[`addons.${index}.title`]}
            onChange={(event) => set(index, { title: event.target.value })}
          />
          <AmountField
            id={`${id}-${index}-price`}
            name={`${fieldName}.${index}.price`}
            label="Price (optional)"
            value={row.price.replace(/^\$/, "")}
            error={errors[`addons.${index}.price`]}
            onChange={(event) => set(index, { price: event.target.value })}
          />
          <TextField
            id={`${id}-${index}-description`}
            name={`${fieldName}.${index}.description`}
            label="Description (optional)"
            value={row.description}
            maxLength={EDIT_LIMITS.line}
            error={errors[`addons.${index}.description`]}
            onChange={(event) => set(index, { description: event.target.value })}
          />
          <RowButton
            className="button button--outline button--small menu-row__remove"
            aria-label={`Remove add-on ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
          </RowButton>
        </fieldset>
      ))}
      <RowButton
        onClick={() =>
          onChange([
            ...rows,
            { title: "", price: "", description: "", style: "tilde", blankBefore: 0 },
          ])
        }
      >
        Add an add-on
      </RowButton>
    </fieldset>
  );
}

export function ItemFields({
  id,
  fieldName,
  item,
  written,
  errors,
  onChange,
}: {
  id: string;
  /** "items.3": the item's fields are named from it. */
  fieldName: string;
  item: Row;
  written: ReturnType<typeof fromEditableItem>;
  errors: FieldErrors;
  onChange: (patch: Partial<EditableItem>) => void;
}) {
  const name = item.title || "the new item";
  const named = (field: string) => `${fieldName}.${field}`;
  return (
    <>
      <input type="hidden" name={named("from")} value={item.from ?? "new"} />
      <input type="hidden" name={named("kind")} value={item.kind} />
      {KIND_HINTS[item.kind] ? <p className="staff-note">{KIND_HINTS[item.kind]}</p> : null}
      {errors.description ? <p className="field__error">{errors.description}</p> : null}
      <TextField
        id={`${id}-title`}
        name={named("title")}
        label="Name"
        required
        value={item.title}
        maxLength={EDIT_LIMITS.entry}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {item.kind === "service" || item.kind === "membership" ? (
        <PriceFields
          id={`${id}-price`}
          name={name}
          fieldName={named("price")}
          price={item.price}
          errors={errors}
          withPer={item.kind === "membership"}
          onChange={(price) => onChange({ price })}
        />
      ) : null}
      {item.kind === "membership" ? (
        <TextField
          id={`${id}-summary`}
          name={named("summary")}
          label="Summary (the card's first line)"
          value={item.summary}
          maxLength={EDIT_LIMITS.line}
          error={errors.summary}
          onChange={(event) => onChange({ summary: event.target.value })}
        />
      ) : null}
      {item.kind === "addons" ? (
        <AddonRows
          id={`${id}-addon`}
          fieldName={named("addons")}
          rows={item.addons}
          errors={errors}
          onChange={(addons) => onChange({ addons })}
        />
      ) : (
        <LinesField
          id={`${id}-lines`}
          name={named("entries")}
          label={LINES_LABELS[item.kind]}
          entries={item.entries}
          errors={errors}
          onChange={(entries) => onChange({ entries })}
        />
      )}
      <div className="menu-check">
        <input
          id={`${id}-hidden`}
          name={named("hidden")}
          type="checkbox"
          checked={item.hidden}
          onChange={(event) => onChange({ hidden: event.target.checked })}
        />
        <label htmlFor={`${id}-hidden`}>Hidden (not shown on the site)</label>
      </div>
      <details className="menu-item__preview">
        <summary>Preview on the site</summary>
        <MenuItemPreview
          kind={item.kind}
          item={written.value}
          label={`Preview of ${item.title || "the new item"}`}
        />
      </details>
    </>
  );
}

/** Errors of one item, without their "items.N." prefix. */
export function itemErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `items.${index}.`;
  const own: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = message;
  }
  return own;
}
