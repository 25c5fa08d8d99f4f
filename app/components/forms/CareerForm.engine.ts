/** The career form's engine and its resume upload, imported on its first interaction (decision 0010). */
import { z } from "zod/mini";
import { careerApplication, resumeUpload } from "~/lib/api/endpoints";
import { submitFormData } from "~/lib/api/client";
import { careerApplicationSchema } from "~/lib/forms/schemas";
import { defineFormEngine } from "./form-engine";

const schema = z.extend(z.omit(careerApplicationSchema, { source_page: true }), {
  website: z.optional(z.string()),
});
export type CareerValues = z.input<typeof schema>;

export const engine = defineFormEngine(schema, careerApplication);

/** Sends the chosen resume; its answer's `url` is the reference the application carries. */
export const uploadResume = (form: FormData) => submitFormData(resumeUpload, form);
