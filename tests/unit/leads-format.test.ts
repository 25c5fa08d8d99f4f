import { describe, expect, it } from "vitest";
import {
  EXPORT_COLUMNS,
  exportCsv,
  type ExportColumn,
  type ExportedLead,
} from "~/server/leads/export.server";
import { resumeFileName } from "~/server/leads/uploads.server";

const lead = (overrides: Partial<ExportedLead>): ExportedLead => ({
  ...(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, ""])) as Record<ExportColumn, string>),
  received: "2026-07-04T16:30:00.000Z",
  form: "consultation_ipl",
  status: "booked",
  overdue: false,
  ...overrides,
});

describe("exportCsv", () => {
  it("writes a BOM and a header, and quotes commas, quotes and newlines", async () => {
    const csv = await exportCsv([lead({ message: 'Hi, I said "hello"\nbye' })]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(`\uFEFF${EXPORT_COLUMNS.map((c) => `"${c}"`).join(",")}`);
    expect(row).toContain('"Hi, I said ""hello""\nbye"');
  });

  it("says the time in the spa's zone, the form, the status and overdue in words", async () => {
    const row = (await exportCsv([lead({ overdue: true })])).split("\r\n")[1]!;
    expect(row).toMatch(/^"2026-07-04 12:30","IPL consultation",/);
    expect(row).toContain('"Booked","yes"');
  });

  it("defuses spreadsheet formulas but leaves a lone dash alone", async () => {
    const csv = await exportCsv([
      lead({ name: "=HYPERLINK(1)", subject: "-", message: "+1 call" }),
    ]);
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).toContain(',"-",');
    expect(csv).toContain("'+1 call");
  });
});

describe("resumeFileName", () => {
  it("prefixes resume_ and drops any path", () => {
    expect(resumeFileName("cv.pdf")).toBe("resume_cv.pdf");
    expect(resumeFileName("../../etc/passwd")).toBe("resume_passwd");
    expect(resumeFileName("C:\\Users\\me\\CV final.docx")).toBe("resume_CV final.docx");
    expect(resumeFileName("\u0000\u202e")).toBe("resume_file");
  });
});
