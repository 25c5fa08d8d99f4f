/** The lead forms' engines, imported on a form's first interaction (decision 0010). */
import { z } from "zod/mini";
import type { LeadFormKind } from "~/lib/ads-pages/types";
import { iplConsultation, tattooConsultation, treatmentLead } from "~/lib/api/endpoints";
import { consultationLeadSchema, treatmentLeadSchema } from "~/lib/forms/schemas";
import { defineFormEngine } from "./form-engine";

const withHoneypot = { website: z.optional(z.string()) };
/** The consultation forms have no treatment choice; the combined page's form requires one. */
const consultationForm = z.extend(consultationLeadSchema, {
  ...withHoneypot,
  treatment: z.optional(treatmentLeadSchema.shape.treatment),
});
const treatmentForm = z.extend(treatmentLeadSchema, withHoneypot);
export type LeadValues = z.input<typeof consultationForm>;

const ENDPOINTS = {
  treatment: treatmentLead,
  consultation: tattooConsultation,
  consultation_ipl: iplConsultation,
} as const satisfies Record<LeadFormKind, unknown>;

/** A form kind's schema and endpoint (SPEC.md 7). */
export const leadEngine = (kind: LeadFormKind) =>
  defineFormEngine(kind === "treatment" ? treatmentForm : consultationForm, ENDPOINTS[kind]);
