import { HoursList } from "~/components/layout/HoursList";
import { useHydrated } from "~/components/forms/use-form-helpers";
import {
  DAY_NAMES,
  DAY_SHORT_NAMES,
  hoursLines,
  timeOptions,
  WEEKDAYS,
  type DayHours,
  type Weekday,
  type WeeklyHours,
} from "~/lib/display/opening-hours";
import { hoursFieldName, type DayPart } from "./salon-form";
import { FieldError } from "~/routes/staff/shared/form-kit";

const TIMES = timeOptions();

interface Props {
  /** The week as the form holds it now (the preview draws it). */
  hours: WeeklyHours;
  onDayChange: (day: Weekday, change: Partial<DayHours>) => void;
  /** A field's id, name and error (`useRecordForm`'s `field`). */
  field: (name: string) => { id: string; name: string; error?: string };
  idPrefix: string;
}

/**
 * The weekly hours table of the salon editor: one row per day (a week about one phone screen
 * tall): the day, a "Closed" box and the opening and closing times side by side, chosen from a
 * list (12-hour labels, every 15 minutes), under one row of column names; then the rows as every
 * page will show them. Each control's own name says its day ("Opens on Saturday"). Every day posts its three fields: a closed day keeps its times (hidden fields once
 * the page is interactive; before that, or without JavaScript, the lists stay and the stylesheet
 * hides them while the box is ticked), so unticking the box brings them back.
 */
export function SalonHoursFields({ hours, onDayChange, field, idPrefix }: Props) {
  const hydrated = useHydrated();
  const preview = hoursLines(hours);
  return (
    <fieldset className="salon-hours" aria-describedby={`${idPrefix}-hint`}>
      <legend>Opening hours</legend>
      <p id={`${idPrefix}-hint`} className="staff-note">
        Days in a row with the same hours are shown together, like “Tue - Fri”.
      </p>
      <p className="salon-hours__columns" aria-hidden="true">
        <span>Day</span>
        <span>Closed</span>
        <span>Opens</span>
        <span>Closes</span>
      </p>
      <ul className="salon-hours__days">
        {WEEKDAYS.map((day) => {
          const name = DAY_NAMES[day];
          const days = hours[day];
          const closed = field(hoursFieldName(day, "closed"));
          const time = (part: Exclude<DayPart, "closed">) => field(hoursFieldName(day, part));
          return (
            <li key={day}>
              <fieldset className="salon-hours__day">
                <legend className="salon-hours__name">
                  <span aria-hidden="true">{DAY_SHORT_NAMES[day]}</span>
                  <span className="visually-hidden">{name}</span>
                </legend>
                <label className="salon-hours__closed" htmlFor={closed.id}>
                  <input
                    id={closed.id}
                    name={closed.name}
                    type="checkbox"
                    checked={days.closed}
                    onChange={(event) => onDayChange(day, { closed: event.target.checked })}
                  />
                  <span className="visually-hidden">Closed on {name}</span>
                </label>
                {hydrated && days.closed ? (
                  (["opens", "closes"] as const).map((part) => (
                    <input key={part} type="hidden" name={time(part).name} value={days[part]} />
                  ))
                ) : (
                  <div className="salon-hours__times">
                    {(["opens", "closes"] as const).map((part) => {
                      const { id, name: fieldName, error } = time(part);
                      return (
                        <div key={part} className="salon-hours__time">
                          <label htmlFor={id} className="visually-hidden">
                            {part === "opens" ? "Opens" : "Closes"} on {name}
                          </label>
                          <select
                            id={id}
                            name={fieldName}
                            value={days[part]}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                            onChange={(event) => onDayChange(day, { [part]: event.target.value })}
                          >
                            {TIMES.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </select>
                          <FieldError id={id} error={error} />
                        </div>
                      );
                    })}
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <section className="salon-editor__preview" aria-labelledby={`${idPrefix}-preview`}>
        <h3 id={`${idPrefix}-preview`}>As the pages show them</h3>
        <HoursList lines={preview.map((line) => ({ label: line.day, hours: line.hours }))} />
      </section>
    </fieldset>
  );
}
