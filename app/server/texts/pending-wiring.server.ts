/**
 * TEMPORARY (h-staff-texts): what the staff pages get as `services.texts` until
 * `services.server.ts` wires the real service: texting off, the thread and figures read as the
 * real service reads them. Delete this file, and its use in `http/pages.server.ts`, then.
 */
import { DEFAULT_TEXT_SETTINGS } from "~/lib/texts/settings";
import type { Database } from "../db/client.server";
import type { TextService } from "./service.server";
import { markThreadRead, readThread, textFigures } from "./thread.server";

export function textsNotWiredYet(db: Database): TextService {
  const off = { on: false, stopped: async () => false };
  return {
    status: () => ({
      on: false,
      missing: ["Texting is not part of this version of the website yet."],
    }),
    settings: async () => DEFAULT_TEXT_SETTINGS,
    saveSettings: async () => {
      throw new Error("texts are not wired yet");
    },
    thread: (leadId) => readThread(db, leadId, off),
    markRead: (leadId) => markThreadRead(db, leadId),
    send: async () => ({ ok: false, reason: "off" }),
    stop: async () => {
      throw new Error("texts are not wired yet");
    },
    figures: (weeks) => textFigures(db, weeks),
  };
}
