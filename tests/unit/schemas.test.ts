import { describe, expect, it } from "vitest";
import { reviewsQuerySchema as reviewsPageSchema } from "~/lib/forms/schemas";
import {
  consultationLeadSchema,
  contactEnquirySchema,
  contactFormSchema,
  fieldErrors,
  treatmentLeadSchema,
} from "~/lib/forms/schemas";

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

  it("takes sms_consent as an optional boolean on the contact and ads pages' leads", () => {
    const lead = {
      firstName: "Ines",
      lastName: "Park",
      phone: "7185550111",
      email: "ines@example.com",
      captcha: "token",
    };
    const contact = {
      name: "Ana Rivera",
      email: "ana@example.com",
      phone: "(718) 555-0100",
      subject: "-",
      message: "-",
      captcha: "token",
    };
    const treatment = { ...lead, treatment: "both" };
    for (const [schema, input] of [
      [contactEnquirySchema, contact],
      [consultationLeadSchema, lead],
      [treatmentLeadSchema, treatment],
    ] as const) {
      expect(schema.parse({ ...input, sms_consent: true }).sms_consent).toBe(true);
      expect(schema.parse({ ...input, sms_consent: false }).sms_consent).toBe(false);
      expect(schema.parse(input).sms_consent).toBeUndefined();
      for (const bad of ["yes", "true", 1, null, {}]) {
        const result = schema.safeParse({ ...input, sms_consent: bad });
        expect(result.success || fieldErrors(result.error), String(bad)).toEqual({
          sms_consent: "Must be true or false",
        });
      }
    }
  });
});
