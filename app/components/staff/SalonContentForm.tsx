import { HoursList } from "~/components/layout/HoursList";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import { parseAboutUs, parseHours } from "~/lib/display/salon-text";
import {
  formToSalon,
  hoursToLines,
  linesToHours,
  SALON_FIELD_FOR,
  salonFormSchema,
  salonToForm,
  type SalonRecord,
} from "~/lib/staff/salon-form";
import { EntryActions } from "./EntryActions";
import { TextAreaField, TextField, useApiForm } from "./form-kit";
import { useKeyedList } from "./use-keyed-list";
import { FormFailure } from "./FormFailure";

const CONTACT_FIELDS = [
  { name: "salon_name", label: "Spa name", required: true },
  { name: "salon_address", label: "Street address" },
  { name: "salon_city", label: "City" },
  { name: "salon_state", label: "State" },
  { name: "salon_zip", label: "ZIP code", inputMode: "numeric" },
  { name: "salon_contact_no", label: "Phone", type: "tel" },
  { name: "salon_email_id", label: "E-mail shown on the site", type: "email" },
] as const;

const SOCIAL_LABELS = [
  { name: "instagram_url", label: "Instagram" },
  { name: "facebook_url", label: "Facebook" },
  { name: "youtube_url", label: "YouTube" },
  { name: "yelp_reviews", label: "Yelp reviews" },
  { name: "google_plus_url", label: "Google reviews" },
  { name: "pinterest_url", label: "Pinterest" },
] as const;

/**
 * The salon record's form: contact details, the hours as one input per line (shown as the
 * footer will show them), the about-us text (shown as the about page splits it) and the social
 * links. Saving writes the draft.
 */
export function SalonContentForm({
  value,
  seen,
  csrfToken,
  onSaved,
}: {
  value: SalonRecord;
  seen: string;
  csrfToken: string;
  onSaved: (seen: string) => void;
}) {
  const { separator } = hoursToLines(value.salon_info.config.config_hours);
  const defaults = salonToForm(value, csrfToken, seen);
  const api = useApiForm({
    schema: salonFormSchema,
    defaults,
    endpoint: withParams(staffContentSave, { record: "salon" }),
    fieldFor: SALON_FIELD_FOR,
    toPayload: (values) => ({
      csrfToken: values.csrfToken,
      seen: values.seen,
      value: formToSalon(values, separator),
    }),
    onSuccess: (answer) => {
      api.form.setValue("seen", answer.seen);
      onSaved(answer.seen);
    },
  });
  const { form } = api;
  const lines = useKeyedList(
    defaults.hours.map((entry) => entry.line),
    (next) =>
      form.setValue(
        "hours",
        next.map((line) => ({ line })),
        { shouldValidate: form.formState.isSubmitted, shouldDirty: true },
      ),
  );
  const hoursId = api.field("hours").id;
  const hoursErrors = form.formState.errors.hours;
  const hoursError = hoursErrors?.message ?? hoursErrors?.root?.message;
  const about = form.watch("config_aboutus");
  const preview = parseHours(
    linesToHours(
      lines.items.map((item) => item.value),
      separator,
    ),
  );
  const aboutPreview = parseAboutUs(about);
  const lineId = (key: string, part: string) => `${hoursId}-${key}-${part}`;

  return (
    <form {...api.formProps} aria-labelledby="salon-form-heading" className="staff-editor">
      <h2 id="salon-form-heading" className="visually-hidden">
        Salon details
      </h2>
      <fieldset>
        <legend>Contact details</legend>
        {CONTACT_FIELDS.map((entry) => (
          <TextField
            key={entry.name}
            {...api.field(entry.name)}
            {...form.register(entry.name)}
            label={entry.label}
            type={"type" in entry ? entry.type : "text"}
            inputMode={"inputMode" in entry ? entry.inputMode : undefined}
            required={"required" in entry ? entry.required : undefined}
            autoComplete="off"
          />
        ))}
      </fieldset>

      <fieldset aria-describedby={`${hoursId}-hint${hoursError ? ` ${hoursId}-error` : ""}`}>
        <legend>Opening hours</legend>
        <p id={`${hoursId}-hint`} className="staff-note">
          One line per day or group of days, like “Monday: 9:00 AM - 6:00 PM”: the footer puts what
          comes before the first “: ” on the left and the rest on the right.
        </p>
        <ol className="staff-lines">
          {lines.items.map((item, index) => {
            const n = index + 1;
            return (
              <li key={item.key} className="staff-line">
                <TextField
                  id={lineId(item.key, "input")}
                  label={`Hours line ${n}`}
                  value={item.value}
                  error={hoursErrors?.[index]?.line?.message}
                  onChange={(event) => lines.update(item.key, event.target.value)}
                  autoComplete="off"
                />
                <EntryActions
                  name={`hours line ${n}`}
                  {...lines.entryActions(
                    item.key,
                    index,
                    (action) => lineId(item.key, action),
                    (next) => (next ? lineId(next, "input") : `${hoursId}-add`),
                  )}
                />
              </li>
            );
          })}
        </ol>
        {hoursError ? (
          <p id={`${hoursId}-error`} className="field__error">
            {hoursError}
          </p>
        ) : null}
        <button
          type="button"
          id={`${hoursId}-add`}
          className="button button--outline button--small"
          onClick={() => lines.focusLater(lineId(lines.add(""), "input"))}
        >
          Add a line
        </button>
        <section className="staff-preview" aria-labelledby={`${hoursId}-preview`}>
          <h3 id={`${hoursId}-preview`}>As the footer shows them</h3>
          {preview.length > 0 ? (
            <HoursList lines={preview.map((line) => ({ label: line.day, hours: line.hours }))} />
          ) : (
            <p>No hours: the footer shows none.</p>
          )}
        </section>
      </fieldset>

      <fieldset>
        <legend>About us</legend>
        <p className="staff-note">
          One paragraph per line: the first line is the heading, the second the introduction, then a
          heading line and a text line for each section.
        </p>
        <TextAreaField
          {...api.field("config_aboutus")}
          {...form.register("config_aboutus")}
          label="About-us text"
          rows={12}
        />
        <section className="staff-preview" aria-labelledby="about-preview-heading">
          <h3 id="about-preview-heading">As the about page shows it</h3>
          <p>
            <strong>{aboutPreview.heading}</strong>
          </p>
          <p>{aboutPreview.intro}</p>
          {aboutPreview.sections.map((section, index) => (
            <div key={index}>
              <p>
                <strong>{section.heading}</strong>
              </p>
              <p>{section.body}</p>
            </div>
          ))}
        </section>
      </fieldset>

      <fieldset>
        <legend>Social links</legend>
        <p className="staff-note">Full web addresses; an empty one hides its icon.</p>
        {SOCIAL_LABELS.map((entry) => (
          <TextField
            key={entry.name}
            {...api.field(entry.name)}
            {...form.register(entry.name)}
            label={entry.label}
            type="url"
            autoComplete="off"
          />
        ))}
      </fieldset>

      <p className="staff-note">
        Booking, gift-card and payment-plan links are part of the server&apos;s configuration, not
        of the site&apos;s content: the operator changes them.
      </p>
      <FormFailure message={api.failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        Save in the draft
      </button>
    </form>
  );
}
