/**
 * The alerts page's JSON entries (decision 0029): turning alerts on and off on this device, which
 * needs the browser's Push API, hence JavaScript. Removing a listed device, quiet hours and the
 * test alert are the page's route action (routes/staff/alerts.server.ts).
 */
import type { Request } from "express";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { signedIn } from "../staff/http.server";

type AlertId = "staffPushSubscribe" | "staffPushUnsubscribe";

export function createAlertHandlers(services: Services): Pick<Handlers, AlertId> {
  const { alerts } = services;
  return {
    async staffPushSubscribe(input, req: Request) {
      await alerts.subscribe(signedIn(req).userId, input, req.get("user-agent"));
      return { message: "Alerts are on on this device." };
    },
    async staffPushUnsubscribe(input, req: Request) {
      await alerts.unsubscribe(signedIn(req).userId, input.endpoint);
      return { message: "Alerts are off on this device." };
    },
  };
}
