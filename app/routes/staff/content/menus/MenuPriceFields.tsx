/**
 * An item's price in the menu editor (decision 0022): the format chosen from a list and the
 * amounts typed as numbers (a decimal keypad on phones, "$" shown beside the field). The fields
 * are `EditablePrice` (price-editing.ts), which writes the stored text and names what it refuses.
 */
import type { ComponentProps } from "react";
import { FieldError, TextField } from "~/routes/staff/shared/form-kit";
import {
  PRICE_FORMATS,
  PRICE_PER,
  type EditablePrice,
  type PriceFormat,
} from "~/lib/content/price-editing";
import { RowButton } from "../EntryActions";

type Errors = Record<string, string>;

/** A money field: digits and a point, "$" before it. */
export function AmountField(props: ComponentProps<typeof TextField>) {
  return (
    <div className="menu-amount">
      <span className="menu-amount__sign" aria-hidden="true">
        $
      </span>
      <TextField inputMode="decimal" autoComplete="off" maxLength={40} {...props} />
    </div>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  /** The field's name in the form's post. */
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const PER_OPTIONS = PRICE_PER.map((per) => ({
  value: per,
  label: per === "" ? "Once" : `Per ${per}`,
}));

/** A price shown as labeled amounts ("60 min $90"): one label and amount per row. */
function LabeledPrices({
  id,
  fieldName,
  rows,
  errors,
  onChange,
}: {
  id: string;
  fieldName: string;
  rows: EditablePrice["rows"];
  errors: Errors;
  onChange: (rows: EditablePrice["rows"]) => void;
}) {
  const setRow = (index: number, patch: Partial<EditablePrice["rows"][number]>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <>
      {rows.map((row, index) => (
        <div key={index} className="menu-row menu-row--pair">
          <TextField
            id={`${id}-${index}-label`}
            name={`${fieldName}.rows.${index}.label`}
            label={`Label ${index + 1}`}
            placeholder="60 min"
            value={row.label}
            maxLength={200}
            error={errors[`price.rows.${index}.label`]}
            onChange={(event) => setRow(index, { label: event.target.value })}
          />
          <AmountField
            id={`${id}-${index}-amount`}
            name={`${fieldName}.rows.${index}.amount`}
            label={`Price ${index + 1}`}
            value={row.amount.replace(/^\$/, "")}
            error={errors[`price.rows.${index}.amount`]}
            onChange={(event) => setRow(index, { amount: event.target.value })}
          />
          <button
            type="button"
            className="button button--outline button--small menu-row__remove"
            aria-label={`Remove price ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <RowButton onClick={() => onChange([...rows, { label: "", amount: "" }])}>
        Add a price
      </RowButton>
    </>
  );
}

export function PriceFields({
  id,
  name,
  fieldName,
  price,
  errors,
  withPer,
  onChange,
}: {
  id: string;
  /** The item's name, for the fields' labels. */
  name: string;
  /** The price's fields' names in the form's post start with this ("items.3.price"). */
  fieldName: string;
  price: EditablePrice;
  errors: Errors;
  /** Memberships are counted per month (or year...). */
  withPer: boolean;
  onChange: (price: EditablePrice) => void;
}) {
  const set = (patch: Partial<EditablePrice>) => onChange({ ...price, ...patch });
  const { format } = price;
  return (
    <fieldset className="menu-rows menu-price">
      <legend>Price</legend>
      <FieldError id={id} error={errors.price} />
      <div className="menu-row menu-row--amounts">
        <Select
          id={`${id}-format`}
          name={`${fieldName}.format`}
          label="Shown as"
          value={format}
          options={PRICE_FORMATS}
          onChange={(value) => set({ format: value as PriceFormat })}
        />
        {format === "amount" || format === "from" || format === "range" ? (
          <AmountField
            id={`${id}-amount`}
            name={`${fieldName}.amount`}
            label={format === "range" ? "Lowest" : format === "from" ? "From" : "Price"}
            aria-label={
              format === "range"
                ? `Lowest price of ${name}`
                : format === "from"
                  ? `From price of ${name}`
                  : `Price of ${name}`
            }
            value={price.amount.replace(/^\$/, "")}
            error={errors["price.amount"]}
            onChange={(event) => set({ amount: event.target.value })}
          />
        ) : null}
        {format === "range" ? (
          <AmountField
            id={`${id}-to`}
            name={`${fieldName}.to`}
            label="Highest"
            aria-label={`Highest price of ${name}`}
            value={price.to.replace(/^\$/, "")}
            error={errors["price.to"]}
            onChange={(event) => set({ to: event.target.value })}
          />
        ) : null}
        {withPer && (format === "amount" || format === "from" || format === "range") ? (
          <Select
            id={`${id}-per`}
            name={`${fieldName}.per`}
            label="Paid"
            value={price.per}
            options={PER_OPTIONS}
            onChange={(per) => set({ per })}
          />
        ) : null}
      </div>
      {format === "labeled" ? (
        <LabeledPrices
          id={id}
          fieldName={fieldName}
          rows={price.rows}
          errors={errors}
          onChange={(rows) => set({ rows })}
        />
      ) : null}
    </fieldset>
  );
}
