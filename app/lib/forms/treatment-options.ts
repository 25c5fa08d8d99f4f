/**
 * The combined ads page's treatment choice (SPEC.md 7): its radio buttons, the API schema's enum
 * and the lead e-mail's label. In its own module so that the form can draw the choice without
 * importing the schemas, which reach the browser only with the form engine (decision 0010).
 */
export const TREATMENT_OPTIONS = [
  { value: "ipl-therapy", label: "IPL Therapy" },
  { value: "tattoo-removal", label: "Tattoo Removal (PicoSure)" },
  { value: "both", label: "Both" },
] as const;
export type TreatmentChoice = (typeof TREATMENT_OPTIONS)[number]["value"];

/** A stored treatment choice as people read it (the staff pages and the e-mails); "" for none. */
export function treatmentLabel(value: string | null | undefined): string {
  if (!value) return "";
  const option = TREATMENT_OPTIONS.find((o) => o.value === value);
  return option ? option.label : value;
}
