/** Opening hours as a definition list: day (or days) and hours per row. */
export function HoursList({ lines }: { lines: { label: string; hours: string }[] }) {
  return (
    <dl className="hours">
      {lines.map((line) => (
        <div key={line.label} className="hours__row">
          <dt>{line.label}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
