/**
 * Typing counts as activity (decision 0045): while she types in a staff form, the page posts here
 * now and then (`use-keep-alive.ts`), and the staff guard's read of the session moves its idle
 * clock on. A script route behind the layout's middleware (decision 0036); it changes nothing.
 */
import { postOnly } from "~/routes/staff/shared/script-route.server";
import { scriptAction } from "~/routes/staff/shared/staff-action.server";

export const loader = postOnly;

export const action = scriptAction("session", () => ({ ok: true }));
