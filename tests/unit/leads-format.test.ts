import { describe, expect, it } from "vitest";
import { leadsToCsv, LEAD_COLUMNS, type LeadRecord } from "~/server/leads/service.server";
import { resumeFileName } from "~/server/leads/uploads.server";

const record = (overrides: Partial<LeadRecord>): LeadRecord => ({
  ...(Object.fromEntries(LEAD_COLUMNS.map((c) => [c, ""])) as unknown as LeadRecord),
  type: "contact",
  ...overrides,
});

describe("leadsToCsv", () => {
  it("writes a header and quotes commas, quotes and newlines", () => {
    const csv = leadsToCsv([record({ message: 'Hi, I said "hello"\nbye' })]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(LEAD_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(row).toContain('"Hi, I said ""hello""\nbye"');
  });

  it("defuses spreadsheet formulas but leaves a lone dash alone", () => {
    const csv = leadsToCsv([record({ name: "=HYPERLINK(1)", subject: "-", message: "+1 call" })]);
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
