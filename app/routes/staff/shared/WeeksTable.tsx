/**
 * A table of weekly figures (review requests, texts): the week in words, then one column per
 * figure; on a phone each row is a card of "Column: value" (`staff-table`, `data-label`).
 */
export interface WeekColumn<Week> {
  label: string;
  value: (week: Week) => number;
}

export function WeeksTable<Week extends { label: string }>({
  caption,
  columns,
  weeks,
}: {
  caption: string;
  columns: WeekColumn<Week>[];
  weeks: Week[];
}) {
  return (
    <table className="staff-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.label}>
            <th scope="row">{week.label}</th>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.value(week)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
