import { DEFAULT_TEXT_SETTINGS, textSettingsSchema } from "~/lib/texts/settings";
import { defineOwnerSetting } from "../staff/accounts/owner-settings.server";

/** The owner's words and the missed-call switch (`/staff/texts`). */
export const TEXT_SETTINGS = defineOwnerSetting("texts", textSettingsSchema, DEFAULT_TEXT_SETTINGS);
