/** What the privacy page's forms may send (owners only): shared by the forms and their actions. */
import { z } from "zod/mini";
import { PERSON_KEY_HELP, PERSON_KEY_MAX, personKey } from "./person-key";
import { retentionSchema } from "./retention";
import { csrfToken } from "~/lib/staff/schemas";

/** One e-mail address or phone number; capped before anything looks at it. */
const person = z.string({ error: PERSON_KEY_HELP }).check(
  z.maxLength(PERSON_KEY_MAX, { error: PERSON_KEY_HELP, abort: true }),
  z.refine((value) => personKey(value) !== null, { error: PERSON_KEY_HELP }),
);

/**
 * Find, download and erase: the person only (erasing also needs its "Yes, erase ..." box, which
 * the action checks as every confirmation is, `unconfirmed`).
 */
export const personFindSchema = z.object({ csrfToken, person });
export type PersonFind = z.output<typeof personFindSchema>;

/** Erasing without its "Yes, erase ..." box ticked (an unticked box posts nothing). */
export const ERASE_CONFIRM_MESSAGE =
  "Tick the box to confirm that you want to erase all of it: this cannot be undone.";

export const retentionSaveSchema = z.extend(retentionSchema, { csrfToken });
