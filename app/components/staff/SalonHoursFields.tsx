import type { UseFormReturn } from "react-hook-form";
import { HoursList } from "~/components/layout/HoursList";
import { DAY_NAMES, hoursLines, timeOptions, WEEKDAYS } from "~/lib/display/opening-hours";
import { formToHours, type SalonFormValues } from "~/lib/staff/salon-form";

const TIMES = timeOptions();

/**
 * The weekly hours table of the salon editor: per day a "Closed" box and the opening and closing
 * times chosen from a list (12-hour labels, every 15 minutes), then the rows as every page will
 * show them. A closed day keeps its times in the form, so unticking the box brings them back.
 */
export function SalonHoursFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<SalonFormValues>;
  idPrefix: string;
}) {
  const days = form.watch("hours");
  const errors = form.formState.errors.hours;
  const preview = hoursLines(formToHours(days));
  return (
    <fieldset className="salon-hours" aria-describedby={`${idPrefix}-hint`}>
      <legend>Opening hours</legend>
      <p id={`${idPrefix}-hint`} className="staff-note">
        Days in a row with the same hours are shown together, like “Tue - Fri”.
      </p>
      <ul className="salon-hours__days">
        {WEEKDAYS.map((day, index) => {
          const name = DAY_NAMES[day];
          const closed = days[index]?.closed ?? false;
          const id = (part: string) => `${idPrefix}-${day}-${part}`;
          const error = (part: "opens" | "closes") => errors?.[index]?.[part]?.message;
          return (
            <li key={day}>
              <fieldset className="salon-hours__day">
                <legend className="salon-hours__name">{name}</legend>
                <label className="salon-hours__closed" htmlFor={id("closed")}>
                  <input
                    id={id("closed")}
                    type="checkbox"
                    {...form.register(`hours.${index}.closed`)}
                  />
                  Closed<span className="visually-hidden"> on {name}</span>
                </label>
                {closed ? null : (
                  <div className="salon-hours__times">
                    {(["opens", "closes"] as const).map((part) => (
                      <div key={part} className="salon-hours__time">
                        <label htmlFor={id(part)}>
                          {part === "opens" ? "Opens" : "Closes"}
                          <span className="visually-hidden"> on {name}</span>
                        </label>
                        <select
                          id={id(part)}
                          aria-invalid={error(part) ? true : undefined}
                          aria-describedby={error(part) ? id(`${part}-error`) : undefined}
                          {...form.register(`hours.${index}.${part}`, {
                            // A later change of the other time may fix this one's error.
                            deps: [`hours.${index}.${part === "opens" ? "closes" : "opens"}`],
                          })}
                        >
                          {TIMES.map((time) => (
                            <option key={time.value} value={time.value}>
                              {time.label}
                            </option>
                          ))}
                        </select>
                        {error(part) ? (
                          <p id={id(`${part}-error`)} className="field__error">
                            {error(part)}
                          </p>
                        ) : null}
                      </div>
                    ))}
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
