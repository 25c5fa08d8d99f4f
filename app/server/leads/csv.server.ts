/**
 * CSV that spreadsheets open safely in every locale (RFC 4180), the one writer shared by the
 * operator's export (`npm run leads -- export --format csv`) and the staff inbox's download.
 *
 * Every cell is quoted. Excel splits an unquoted line on the list separator of the reader's
 * locale (a comma, a semicolon, a tab...), so a cell such as `a;=1+1;b` written bare is three
 * cells in a semicolon locale, the middle one a formula. A cell quoted as a whole is one cell in
 * every locale, whatever separators or line breaks it holds, so only its first character can
 * make it a formula, and that one is neutralised (OWASP, CSV injection).
 */

/** Characters that make a spreadsheet read a cell as a formula or a DDE command (OWASP). */
const FORMULA_STARTS = new Set([
  "=",
  "+",
  "-",
  "@",
  "\t",
  "\r",
  "\n",
  // Full-width forms, which Excel in East Asian locales reads as their ASCII twins.
  "\uFF1D",
  "\uFF0B",
  "\uFF0D",
  "\uFF20",
]);

/**
 * Whether a spreadsheet would run the cell as a formula: it begins with = + - @ (or their
 * full-width forms), a tab or a line break. A lone "-" is plain text.
 */
export function isFormulaLike(value: string): boolean {
  const first = value[0];
  if (first === undefined || !FORMULA_STARTS.has(first)) return false;
  return !(first === "-" && value.length === 1);
}

/** One cell: formula-like values get a leading apostrophe (shown as text), then quoted whole. */
export function csvCell(value: string): string {
  const safe = isFormulaLike(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(",");

/** Rows with CRLF line ends; `bom` makes Excel read the file as UTF-8. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly string[]>,
  options: { bom?: boolean } = {},
): string {
  const lines = [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return `${options.bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`;
}

/**
 * The same CSV for large exports: rows are turned into cells and lines a slice at a time, with the
 * event loop free between slices, so 100,000 leads (about 250 ms of work) never hold up the other
 * requests for more than a few milliseconds.
 */
export async function toCsvInSlices<T>(
  header: readonly string[],
  items: readonly T[],
  cellsOf: (item: T) => readonly string[],
  options: { bom?: boolean; slice?: number } = {},
): Promise<string> {
  const slice = options.slice ?? 500;
  const lines = [csvLine(header)];
  for (let start = 0; start < items.length; start += slice) {
    const end = Math.min(start + slice, items.length);
    for (let i = start; i < end; i++) lines.push(csvLine(cellsOf(items[i]!)));
    if (end < items.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return `${options.bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`;
}
