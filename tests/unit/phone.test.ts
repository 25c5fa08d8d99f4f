import { describe, expect, it } from "vitest";
import { digitsOnly, formatPhone, formatPhoneInput } from "~/lib/forms/phone";
import { FORMATTED_PHONE } from "~/lib/forms/schemas";

describe("formatPhoneInput", () => {
  it.each([
    ["", ""],
    ["7", "(7"],
    ["718", "(718"],
    ["7185", "(718) 5"],
    ["718555", "(718) 555"],
    ["7185550", "(718) 555-0"],
    ["7185550100", "(718) 555-0100"],
    ["71855501009999", "(718) 555-0100"],
    ["(718) 555-0100", "(718) 555-0100"],
    ["718-abc-555.0100", "(718) 555-0100"],
  ])("%j -> %j", (input, output) => {
    expect(formatPhoneInput(input)).toBe(output);
  });

  it("produces what the schema accepts, never more than 14 characters", () => {
    const formatted = formatPhoneInput("7185550100");
    expect(formatted).toHaveLength(14);
    expect(FORMATTED_PHONE.test(formatted)).toBe(true);
  });
});

describe("digitsOnly", () => {
  it("drops everything but digits", () => {
    expect(digitsOnly("(718) 555-0100")).toBe("7185550100");
    expect(digitsOnly("12345678901234567890")).toHaveLength(15);
  });
});

describe("formatPhone: a stored phone number as staff pages show it", () => {
  it("groups a US number of ten digits", () => {
    expect(formatPhone("7185550199")).toBe("(718) 555-0199");
    expect(formatPhone("(718) 555-0199")).toBe("(718) 555-0199");
    expect(formatPhone("718.555.0199")).toBe("(718) 555-0199");
  });

  it("drops the country code 1 of eleven digits", () => {
    expect(formatPhone("17185550199")).toBe("(718) 555-0199");
    expect(formatPhone("+1 (718) 555-0199")).toBe("(718) 555-0199");
  });

  it("shows anything else as it was typed", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("555-0199")).toBe("555-0199");
    expect(formatPhone("27185550199")).toBe("27185550199");
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone("call me")).toBe("call me");
  });
});
