/** The contact form's engine, imported on its first interaction (decision 0010). */
import { z } from "zod/mini";
import { contactEnquiry } from "~/lib/api/endpoints";
import { contactFormSchema } from "~/lib/forms/schemas";
import { defineFormEngine } from "./form-engine";

const schema = z.extend(contactFormSchema, { website: z.optional(z.string()) });
export type ContactValues = z.input<typeof schema>;

export const engine = defineFormEngine(schema, contactEnquiry);
