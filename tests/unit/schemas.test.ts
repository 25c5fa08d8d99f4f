import { describe, expect, it } from "vitest";
import { reviewsQuerySchema as reviewsPageSchema } from "~/lib/forms/schemas";
import { contactFormSchema, fieldErrors, treatmentLeadSchema } from "~/lib/forms/schemas";

describe("shared form schemas", () => {
  it("gives the contact form's messages of SPEC.md 5", () => {
    const result = contactFormSchema.safeParse({
      firstName: " ",
      lastName: "",
      phone: "718555",
      email: "x@y",
      subject: "",
      message: "",
      captcha: "",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        firstName: "First name is required",
        lastName: "Last name is required",
        phone: "Invalid phone number format",
        email: "Invalid email",
        subject: "Subject is required",
        message: "Message is required",
        captcha: "Please complete the captcha",
      });
    }
  });

  it("accepts a formatted phone and trims text", () => {
    const parsed = contactFormSchema.parse({
      firstName: " Ana ",
      lastName: "Rivera",
      phone: "(718) 555-0100",
      email: "ana@example.com",
      subject: "-",
      message: "-",
      captcha: "token",
    });
    expect(parsed.firstName).toBe("Ana");
  });

  it("requires a known treatment on the treatment form", () => {
    const result = treatmentLeadSchema.safeParse({
      firstName: "a",
      lastName: "b",
      phone: "123",
      email: "a@b.co",
      captcha: "c",
    });
    expect(result.success || fieldErrors(result.error)).toEqual({
      treatment: "Please select a treatment",
    });
  });

  it("caps the reviews limit at 50 and accepts digit strings", () => {
    expect(reviewsPageSchema.parse({ salon_id: "6186", offset: 10, limit: 400 })).toEqual({
      salon_id: 6186,
      offset: 10,
      limit: 50,
    });
    expect(reviewsPageSchema.safeParse({ salon_id: 6186, offset: true }).success).toBe(false);
  });
});
