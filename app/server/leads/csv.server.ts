/**
 * CSV that spreadsheets open safely (RFC 4180), shared by the operator's export
 * (`npm run leads -- export --format csv`) and the staff inbox's download.
 */

/**
 * Whether a spreadsheet would run the cell as a formula (or a DDE command): it begins with
 * = + @, a tab or a carriage return, or a dash followed by anything (a lone "-" is plain text).
 */
export function isFormulaLike(value: string): boolean {
  const first = value[0];
  if (first === "=" || first === "+" || first === "@" || first === "\t" || first === "\r") {
    return true;
  }
  return first === "-" && value.length > 1;
}

/** One cell: formula-like values get a leading apostrophe (shown as text), then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = isFormulaLike(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows with CRLF line ends; `bom` makes Excel read the file as UTF-8. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly string[]>,
  options: { bom?: boolean } = {},
): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
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
  const lines = [header.map(csvCell).join(",")];
  for (let start = 0; start < items.length; start += slice) {
    const end = Math.min(start + slice, items.length);
    for (let i = start; i < end; i++) lines.push(cellsOf(items[i]!).map(csvCell).join(","));
    if (end < items.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return `${options.bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`;
}
