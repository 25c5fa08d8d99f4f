/**
 * Handlers of the privacy page's endpoints (owners only; the guard has checked the role, the
 * origin and the token): a person's data found, downloaded and erased, and the retention setting.
 * The e-mail or phone number searched for is never logged nor recorded.
 */
import type { Request, Response } from "express";
import { personKey, type PersonKey } from "~/lib/staff/person-key";
import { spaToday } from "~/lib/staff/leads";
import type { RetentionSettings } from "~/lib/staff/retention";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";
import { attachmentHeader } from "./inbox-helpers.server";
import { describeFound, type PersonSummary } from "./person-data.server";
import { RETENTION_SETTING } from "./retention.server";
import { writeOwnerSetting } from "./owner-settings.server";

type PrivacyHandlerId =
  "staffPersonFind" | "staffPersonExport" | "staffPersonErase" | "staffRetentionSave";

/** The schema has already refused anything that is not an e-mail or a phone number. */
function keyOf(raw: string): PersonKey {
  const key = personKey(raw);
  if (!key) throw new HttpError(400, "Type one e-mail address or one phone number.");
  return key;
}

const foundMessage = (summary: PersonSummary) =>
  summary.leads === 0
    ? "Nothing is stored about this person."
    : `Found: ${describeFound(summary)}.`;

const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;

export function describeRetention(settings: RetentionSettings): string {
  const parts = [
    `leads ${months(settings.leadMonths)}`,
    `resumes ${months(settings.resumeMonths)}`,
    settings.notInterestedMonths === null
      ? "not-interested leads: no sooner"
      : `not-interested leads ${months(settings.notInterestedMonths)}`,
  ];
  return parts.join(", ");
}

export function createPrivacyHandlers(services: Services): Pick<Handlers, PrivacyHandlerId> {
  const { person } = services.staff;
  const db = services.database.db;
  return {
    async staffPersonFind(input, req: Request) {
      const identity = signedIn(req);
      const summary = await person.find(keyOf(input.person), identity.userId);
      return { message: foundMessage(summary), summary };
    },

    async staffPersonExport(input, req: Request, res: Response) {
      const identity = signedIn(req);
      const { document } = await person.export(keyOf(input.person), identity.userId);
      res.set("Content-Type", "application/json; charset=utf-8");
      res.set("Content-Disposition", attachmentHeader(`personal-data-${spaToday()}.json`));
      res.set("X-Content-Type-Options", "nosniff");
      res.set("Cache-Control", "no-store");
      return Buffer.from(`${JSON.stringify(document, null, 2)}\n`, "utf8");
    },

    async staffPersonErase(input, req: Request) {
      const identity = signedIn(req);
      const summary = await person.erase(keyOf(input.person), identity.userId);
      return {
        message:
          summary.leads === 0
            ? "Nothing was stored about this person: nothing to erase."
            : `Erased: ${describeFound(summary)}.`,
        summary,
      };
    },

    async staffRetentionSave(input, req: Request) {
      const identity = signedIn(req);
      const { csrfToken: _token, ...settings } = input;
      await db.transaction(async (tx) => {
        await writeOwnerSetting(tx, RETENTION_SETTING, settings, identity.userId);
        await recordEvent(tx, {
          actorId: identity.userId,
          action: "retention_changed",
          detail: describeRetention(settings),
        });
      });
      return { message: "Saved. The next daily run applies these periods." };
    },
  };
}
