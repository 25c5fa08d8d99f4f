import { useState } from "react";
import { parseAboutUs } from "~/lib/display/salon-text";
import { WEEKDAYS, type Weekday, type WeeklyHours } from "~/lib/display/opening-hours";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { hoursFieldName, SALON_RECORD, salonFormSchema, type SalonRecord } from "./salon-form";
import { TextAreaField, TextField } from "~/routes/staff/shared/form-kit";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";
import { SalonHoursFields } from "./SalonHoursFields";
import { SaveBar } from "../SaveBar";
import type { PendingChange } from "../save-publish";

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

interface Props {
  value: SalonRecord;
  seen: string;
  /** The page's action answer: a refusal of this form shows beside its fields. */
  answer: RecordSaveAnswer | undefined;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

/**
 * The salon record's form: the weekly hours table first (the part changed most), contact details (shown as the pages will show
 * it), the about-us text (shown as the about page splits it) and the social links. A plain post
 * to the page's action (decision 0020), so it saves without JavaScript too; saving writes the
 * draft, and the redirect's notice says so.
 */
export function SalonContentForm(props: Props) {
  // Saved, restored or changed by a colleague: drawn again from what is stored now.
  return <SalonFields key={props.seen} {...props} />;
}

/** The about-us text, and beside it as the about page will split it while it is typed. */
function AboutUsFields({
  field,
  initialText,
}: {
  field: { id: string; name: string; error?: string };
  initialText: string;
}) {
  const [about, setAbout] = useState(initialText);
  return (
    <fieldset>
      <legend>About us</legend>
      <p className="staff-note">
        One paragraph per line: the first line is the heading, the second the introduction, then a
        heading line and a text line for each section.
      </p>
      <TextAreaField
        {...field}
        value={about}
        onChange={(event) => setAbout(event.target.value)}
        label="About-us text"
        rows={12}
      />
      <AboutPreview text={about} />
    </fieldset>
  );
}

/** The about-us text as the about page splits it: heading, introduction, then the sections. */
function AboutPreview({ text }: { text: string }) {
  const aboutPreview = parseAboutUs(text);
  return (
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
  );
}

function SalonFields({ value, seen, answer, changes }: Props) {
  const api = useRecordForm({
    record: SALON_RECORD,
    seen,
    schema: salonFormSchema,
    answer,
  });
  const { config: settings, ...contact } = value.salon_info;
  const [hours, setHours] = useState<WeeklyHours>(() => {
    const stored = settings.opening_hours;
    const day = (name: Weekday) => ({
      closed: api.initialChecked(hoursFieldName(name, "closed"), stored[name].closed),
      opens: api.initial(hoursFieldName(name, "opens"), stored[name].opens),
      closes: api.initial(hoursFieldName(name, "closes"), stored[name].closes),
    });
    return Object.fromEntries(WEEKDAYS.map((name) => [name, day(name)])) as WeeklyHours;
  });

  return (
    <div id={SALON_RECORD}>
      <RecordFormShell
        {...api.shell}
        aria-labelledby="salon-form-heading"
        className="staff-editor salon-editor"
      >
        <h2 id="salon-form-heading" className="visually-hidden">
          Salon details
        </h2>
        <SalonHoursFields
          hours={hours}
          onDayChange={(day, change) =>
            setHours((week) => ({ ...week, [day]: { ...week[day], ...change } }))
          }
          field={api.field}
          idPrefix={api.field("hours").id}
        />

        <fieldset>
          <legend>Contact details</legend>
          {CONTACT_FIELDS.map((entry) => (
            <TextField
              key={entry.name}
              {...api.field(entry.name)}
              defaultValue={api.initial(entry.name, contact[entry.name])}
              label={entry.label}
              type={"type" in entry ? entry.type : "text"}
              inputMode={"inputMode" in entry ? entry.inputMode : undefined}
              required={"required" in entry ? entry.required : undefined}
              autoComplete="off"
            />
          ))}
        </fieldset>

        <AboutUsFields
          field={api.field("config_aboutus")}
          initialText={api.initial("config_aboutus", settings.config_aboutus)}
        />

        <fieldset>
          <legend>Social links</legend>
          <p className="staff-note">Full web addresses; an empty one hides its icon.</p>
          {SOCIAL_LABELS.map((entry) => (
            <TextField
              key={entry.name}
              {...api.field(entry.name)}
              defaultValue={api.initial(entry.name, value.socialmoduleinfo[entry.name])}
              label={entry.label}
              type="url"
              autoComplete="off"
            />
          ))}
        </fieldset>

        <p className="staff-note">
          Booking, gift-card and payment-plan links are not changed here: they are set where the
          website is installed, so ask the person who looks after the website to change them.
        </p>
        <SaveBar {...api.saveBar} changes={changes} />
      </RecordFormShell>
    </div>
  );
}
