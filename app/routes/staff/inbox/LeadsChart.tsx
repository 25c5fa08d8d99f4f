import { useEffect, useRef, useState } from "react";
import { shortDay } from "~/lib/staff/leads";
import type { ChartData } from "~/server/staff/inbox/inbox-chart.server";

/** Distinct, readable on white (each at least 3:1 against it), in a fixed order of sources. */
const COLORS = [
  "#2f4a43",
  "#b5532a",
  "#3b6ea5",
  "#8a5a9e",
  "#6b7d1f",
  "#a33b5c",
  "#1f7a7a",
  "#7a5c2e",
];

/**
 * Leads per day by source for the last 30 days. The numbers are always on the page as a table
 * (in a <details>), which is what assistive technology and a page without JavaScript get; the
 * drawn chart is extra. Chart.js is fetched with import() once the page is interactive, so it is
 * a chunk of the staff inbox alone and never part of any other page's JavaScript.
 */
export function LeadsChart({ chart }: { chart: ChartData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const total = chart.series.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);

  useEffect(() => {
    if (!canvas.current || total === 0) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import("./chart-setup")
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const instance = new Chart(canvas.current, {
          type: "bar",
          data: {
            labels: chart.days.map(shortDay),
            datasets: chart.series.map((series, i) => ({
              label: series.source,
              data: series.counts,
              backgroundColor: COLORS[i % COLORS.length],
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { stacked: true },
              y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
            },
            plugins: { legend: { position: "bottom" } },
          },
        });
        destroy = () => instance.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [chart, total]);

  return (
    <section className="leads-chart" aria-labelledby="leads-chart-heading">
      <h2 id="leads-chart-heading">Leads per day, last 30 days</h2>
      {total === 0 ? (
        <p>No leads in the last 30 days.</p>
      ) : (
        <>
          {failed ? null : (
            <div className="leads-chart__canvas">
              <canvas
                ref={canvas}
                role="img"
                aria-label={`Bar chart: ${total} leads in the last 30 days by source. The same numbers are in the table below.`}
              />
            </div>
          )}
          <details className="leads-chart__table">
            <summary>The numbers as a table</summary>
            {/* A region that scrolls sideways must be reachable with the keyboard (WCAG 2.1.1). */}
            <div
              className="leads-chart__scroll"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              tabIndex={0}
              role="region"
              aria-label="Leads per day by source"
            >
              <table>
                <caption className="visually-hidden">Leads per day by source</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {chart.series.map((series) => (
                      <th scope="col" key={series.source}>
                        {series.source}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chart.days.map((day, i) => (
                    <tr key={day}>
                      <th scope="row">
                        <time dateTime={day}>{shortDay(day)}</time>
                      </th>
                      {chart.series.map((series) => (
                        <td key={series.source}>{series.counts[i] ?? 0}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
