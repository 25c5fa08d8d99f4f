/**
 * One entry of a promo list's form: its image, title and dates, what the site does with them today,
 * and its move and remove buttons. Every field is named by the entry's place (`promoFieldName`).
 */
import { FieldError, TextField } from "~/routes/staff/shared/form-kit";
import { promoTiming, promoTimingText } from "~/lib/content/promo-dates";
import type { Promo, PromoField } from "./promo-form";
import { RowButton } from "../EntryActions";

/** An image the owner may choose: an upload (named by its alt text) or a media folder file. */
export interface PromoImageChoice {
  src: string;
  label: string;
}

/** A field's id, name and error, from the list's `useRecordForm`. */
interface FieldAttributes {
  id: string;
  name: string;
  error: string | undefined;
}

const fileName = (image: string) => image.slice(image.lastIndexOf("/") + 1) || image;

export function PromoRow({
  row,
  name,
  id,
  index,
  count,
  field,
  images,
  today,
  onEdit,
  onMove,
  onRemove,
}: {
  row: Promo;
  /** The entry's name as read out ("Special 2"). */
  name: string;
  /** Where its buttons' ids start. */
  id: string;
  index: number;
  /** How many entries the list holds: the last one cannot move down. */
  count: number;
  field: (name: PromoField) => FieldAttributes;
  images: PromoImageChoice[];
  today: string;
  onEdit: (change: Partial<Promo>) => void;
  onMove: (button: "up" | "down") => void;
  onRemove: () => void;
}) {
  const timing = promoTiming(row, today);
  return (
    <fieldset className="promo-row">
      <legend>{name}</legend>
      <PromoPreview src={row.specials_image_new} />
      <div className="promo-row__fields">
        {/* Updated as the dates are typed: what the site will do with them today. */}
        <p className={`promo-row__timing promo-row__timing--${timing}`}>
          {promoTimingText(row, today)}
        </p>
        <PromoImageField
          {...field("specials_image_new")}
          value={row.specials_image_new}
          images={images}
          onChange={(specials_image_new) => onEdit({ specials_image_new })}
        />
        <TextField
          {...field("title")}
          label="Title (read out in place of the image)"
          value={row.title}
          onChange={(event) => onEdit({ title: event.target.value })}
          autoComplete="off"
          required
        />
        <div className="promo-row__dates">
          <TextField
            {...field("starts_on")}
            label="First day shown"
            hint="Empty: from now on"
            type="date"
            value={row.starts_on ?? ""}
            onChange={(event) => onEdit({ starts_on: event.target.value })}
          />
          <TextField
            {...field("ends_on")}
            label="Last day shown"
            hint="Empty: no end"
            type="date"
            value={row.ends_on ?? ""}
            onChange={(event) => onEdit({ ends_on: event.target.value })}
          />
        </div>
        <PromoRowActions
          id={id}
          name={name}
          title={row.title}
          first={index === 0}
          last={index === count - 1}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </fieldset>
  );
}

/** A preview of the chosen image: decorative, since the Image field beside it names it. */
function PromoPreview({ src }: { src: string }) {
  return src ? (
    <img
      className="promo-row__preview"
      src={src}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="promo-row__preview promo-row__preview--empty">No image</span>
  );
}

/** The entry's image, chosen from the list's; one no longer among them stays a choice, by name. */
function PromoImageField({
  id,
  name,
  error,
  value,
  images,
  onChange,
}: FieldAttributes & {
  value: string;
  images: PromoImageChoice[];
  onChange: (src: string) => void;
}) {
  const choices = images.some((choice) => choice.src === value)
    ? images
    : [{ src: value, label: fileName(value) }, ...images];
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>Image</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.src} value={choice.src}>
            {choice.src ? choice.label : "Choose an image"}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The entry's move and remove buttons. */
function PromoRowActions({
  id,
  name,
  title,
  first,
  last,
  onMove,
  onRemove,
}: {
  id: string;
  name: string;
  title: string;
  first: boolean;
  last: boolean;
  onMove: (button: "up" | "down") => void;
  onRemove: () => void;
}) {
  return (
    <div className="staff-actions">
      <RowButton
        id={`${id}-up`}
        disabled={first}
        aria-label={`Move up: ${name}`}
        onClick={() => onMove("up")}
      >
        Move up
      </RowButton>
      <RowButton
        id={`${id}-down`}
        disabled={last}
        aria-label={`Move down: ${name}`}
        onClick={() => onMove("down")}
      >
        Move down
      </RowButton>
      <RowButton
        aria-label={`Remove: ${name}`}
        onClick={() => {
          // Named, since the list may hold several alike (decision 0024).
          const what = title ? `${name}, “${title}”` : name;
          if (!window.confirm(`Remove ${what} from the list?`)) return;
          onRemove();
        }}
      >
        Remove
      </RowButton>
    </div>
  );
}
