/**
 * The promotions editor's form (routes/staff/content/promos/promo-form.ts): rows read from their field names in
 * order, checked with the content's own promo rules (messages keyed by the form's field names),
 * stored without empty dates, and the content service's errors named as the form's fields.
 */
import { describe, expect, it } from "vitest";
import { checkForm } from "~/lib/forms/form-check";
import {
  PROMO_FORM_MAX_ROWS,
  postedRows,
  promoFieldErrors,
  promoForm,
  promoFormSchema,
  typedPromos,
} from "../../app/routes/staff/content/promos/promo-form";

const row = (index: number, title: string, image = "/media/a.svg", starts = "", ends = "") => ({
  [`items.${index}.title`]: title,
  [`items.${index}.specials_image_new`]: image,
  [`items.${index}.starts_on`]: starts,
  [`items.${index}.ends_on`]: ends,
});

describe("the promotions form", () => {
  it("reads the rows by their place, whatever the order of the fields, ignoring other names", () => {
    const rows = postedRows({ ...row(1, "Second"), ...row(0, "First"), "items.0.other": "x" });
    expect(rows.map((posted) => posted?.title)).toEqual(["First", "Second"]);
    expect(rows[0]).not.toHaveProperty("other");
    // A missing row stays a hole, which the schema refuses.
    expect(postedRows(row(1, "Alone"))).toEqual([undefined, expect.any(Object)]);
    expect(postedRows({ "items.0.title": 3 })).toEqual([]);
  });

  it("stores the checked rows in order, empty dates left out", () => {
    const checked = checkForm(promoFormSchema, {
      seen: "s",
      ...row(0, "Always"),
      ...row(1, "Dated", "/media/b.svg", "2030-01-01", "2030-01-31"),
    });
    expect(checked.ok && promoForm.toRecord(checked.value, null)).toStrictEqual([
      { title: "Always", specials_image_new: "/media/a.svg" },
      {
        title: "Dated",
        specials_image_new: "/media/b.svg",
        starts_on: "2030-01-01",
        ends_on: "2030-01-31",
      },
    ]);
    const none = checkForm(promoFormSchema, { seen: "s" });
    expect(none.ok && promoForm.toRecord(none.value, null)).toStrictEqual([]);
  });

  it("refuses with the content's messages, keyed by the form's field names", () => {
    const checked = checkForm(promoFormSchema, {
      seen: "s",
      ...row(0, ""),
      ...row(1, "Fine", "/media/a.svg", "2030-02-30"),
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        "items.0.title": "Describe the offer: it is also the image's text",
        "items.1.starts_on": "Must be a date like 2026-11-23, or empty",
      },
    });
    const reversed = checkForm(promoFormSchema, {
      seen: "s",
      ...row(0, "Title", "/media/a.svg", "2030-02-10", "2030-02-01"),
    });
    expect(reversed).toEqual({
      ok: false,
      errors: { "items.0.ends_on": "The last day cannot be before the first day" },
    });
    expect(checkForm(promoFormSchema, { seen: "s", ...row(PROMO_FORM_MAX_ROWS, "Far") }).ok).toBe(
      false,
    );
  });

  it("names the content service's errors as the form's fields, and shows typed rows again", () => {
    expect(promoFieldErrors({ "0.specials_image_new": "Choose", form: "x" })).toEqual({
      "items.0.specials_image_new": "Choose",
      form: "x",
    });
    expect(typedPromos({ "items.0.title": "Typed" })).toEqual([
      { title: "Typed", specials_image_new: "", starts_on: "", ends_on: "" },
    ]);
  });
});
