import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import { parseAboutUs } from "~/lib/display/salon-text";
import {
  formToSalon,
  SALON_FIELD_FOR,
  salonFormSchema,
  salonToForm,
  type SalonRecord,
} from "~/lib/staff/salon-form";
import { TextAreaField, TextField, useApiForm } from "./form-kit";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { FormFailure } from "./FormFailure";
import { SalonHoursFields } from "./SalonHoursFields";

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
 * The salon record's form: contact details, the weekly hours table (shown as the pages will show
 * it), the about-us text (shown as the about page splits it) and the social
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
  const defaults = salonToForm(value, csrfToken, seen);
  const api = useApiForm({
    schema: salonFormSchema,
    defaults,
    endpoint: withParams(staffContentSave, { record: "salon" }),
    fieldFor: SALON_FIELD_FOR,
    toPayload: (values) => ({
      csrfToken: values.csrfToken,
      seen: values.seen,
      value: formToSalon(values),
    }),
    onSuccess: (answer) => {
      // Saved: what the form holds is no longer "unsaved" (the warning below stops).
      api.form.reset({ ...api.form.getValues(), seen: answer.seen });
      onSaved(answer.seen);
    },
  });
  const { form } = api;
  useUnsavedWarning(form.formState.isDirty);
  const about = form.watch("config_aboutus");
  const aboutPreview = parseAboutUs(about);

  return (
    <form
      {...api.formProps}
      aria-labelledby="salon-form-heading"
      className="staff-editor salon-editor"
    >
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

      <SalonHoursFields form={form} idPrefix={`${api.field("hours").id}`} />

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
        <section className="salon-editor__preview" aria-labelledby="about-preview-heading">
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
