/**
 * The CSV writer against a reader that splits like a spreadsheet in any locale: whatever the list
 * separator (comma, semicolon, tab), every cell we write comes back as exactly one cell, with its
 * text intact, and none of them begins like a formula.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, isFormulaLike, toCsv } from "~/server/leads/csv.server";

const SEPARATORS = [",", ";", "\t", "|"] as const;
const FORMULA_FIRST = [
  "=",
  "+",
  "-",
  "@",
  "\t",
  "\r",
  "\n",
  "\uFF1D",
  "\uFF0B",
  "\uFF0D",
  "\uFF20",
];

/**
 * RFC 4180 with a comma, as the file is written: a quoted cell runs to its closing quote (doubled
 * quotes are one quote); an unquoted cell runs to the next comma or line end.
 */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quote");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i];
        i++;
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        cell += text[i];
        i++;
      }
    }
    row.push(cell);
    if (text[i] === ",") {
      i++;
    } else {
      if (text[i] === "\r" && text[i + 1] === "\n") i += 2;
      else if (i < text.length) throw new Error(`stray ${JSON.stringify(text[i])} after a cell`);
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

/**
 * The raw fields a spreadsheet whose list separator is `separator` cuts a file into: it splits on
 * that separator and on line ends wherever they stand outside quotes. A field that begins with a
 * quote is text, whatever follows; only a field's first character can start a formula.
 */
function rawFields(text: string, separator: string): string[] {
  const fields: string[] = [];
  let quoted = false;
  let field = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === separator || ch === "\r" || ch === "\n")) {
      if (field !== "") fields.push(field);
      field = "";
      continue;
    }
    field += ch;
  }
  if (field !== "") fields.push(field);
  return fields;
}

/** Text rich in what breaks CSV: every separator, quotes, line breaks, formula starts. */
const nasty = fc.string({
  unit: fc.oneof(
    fc.constantFrom(",", ";", "\t", "|", '"', "'", "\r", "\n", "=", "+", "-", "@", "\uFF1D", " "),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 20,
});

describe("CSV writer", () => {
  it("keeps a;=1+1;b one cell in a semicolon locale", () => {
    const csv = toCsv(["a"], [["a;=1+1;b"]]);
    expect(readCsv(csv)).toEqual([["a"], ["a;=1+1;b"]]);
    expect(rawFields(csv, ";")).toEqual(['"a"', '"a;=1+1;b"']);
  });

  it("neutralises the full-width and line-break formula starts too", () => {
    for (const first of FORMULA_FIRST) {
      expect(isFormulaLike(`${first}1+1`), JSON.stringify(first)).toBe(true);
      expect(csvCell(`${first}1+1`)).toBe(`"'${first}1+1"`);
    }
  });

  it("reads back every row and cell unchanged", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(nasty, { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const width = Math.max(1, ...rows.map((r) => r.length));
          const even = rows.map((r) => [...r, ...Array<string>(width - r.length).fill("")]);
          const header = Array.from({ length: width }, (_, i) => `c${i}`);
          const read = readCsv(toCsv(header, even));
          expect(read).toHaveLength(even.length + 1);
          read.slice(1).forEach((row, r) => {
            expect(row).toHaveLength(width);
            row.forEach((cell, c) => {
              const original = even[r]![c]!;
              expect(cell).toBe(isFormulaLike(original) ? `'${original}` : original);
            });
          });
        },
      ),
    );
  });

  it("never hands a spreadsheet a field that begins like a formula, in any locale", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(nasty, { minLength: 1, maxLength: 4 }), { maxLength: 4 }),
        fc.constantFrom(...SEPARATORS),
        (rows, separator) => {
          for (const field of rawFields(toCsv(["h"], rows), separator)) {
            expect(field[0], JSON.stringify(field)).toBe('"');
          }
          for (const row of rows) {
            for (const value of row) {
              const [cell] = readCsv(`${csvCell(value)}\r\n`)[0]!;
              expect(cell === "-" || !FORMULA_FIRST.includes(cell?.[0] ?? "")).toBe(true);
            }
          }
        },
      ),
    );
  });
});
