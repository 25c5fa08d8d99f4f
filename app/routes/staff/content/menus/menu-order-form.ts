/**
 * The service menus page's order form (/staff/content/menus): the categories' stored positions in
 * their new order, one `order` field each, saved as the `menus` record. Without JavaScript an Up
 * or Down button posts the form with `move` ("3:-1": the fourth row one place up), applied to the
 * posted order before it is saved; with it, the buttons move the rows on the page and Save posts.
 */
import { z } from "zod/mini";
import { moveEntry } from "~/lib/content/menu-editing";
import type { RecordForm } from "../record-form";

/** Far above a real menu; checked before anything reads the list. */
const MAX_CATEGORIES = 100;
const position = z.string().check(z.regex(/^\d{1,3}$/, "Reload the page and try again."));

export const menuOrderFormSchema = z.object({
  seen: z.string(),
  order: z.array(position).check(
    z.maxLength(MAX_CATEGORIES, "Reload the page and try again."),
    z.refine((order) => new Set(order).size === order.length, "Reload the page and try again."),
  ),
  move: z.optional(z.string().check(z.regex(/^\d{1,3}:(?:-1|1)$/))),
});

/** Where the form's Up or Down button posted without JavaScript: `{ from, step }`. */
export function parseMove(move: string | undefined): { from: number; step: -1 | 1 } | undefined {
  if (!move) return undefined;
  const [from, step] = move.split(":");
  return { from: Number(from), step: step === "-1" ? -1 : 1 };
}

export const menuOrderForm: RecordForm<typeof menuOrderFormSchema> = {
  schema: menuOrderFormSchema,
  read: (form) => ({
    seen: form.get("seen"),
    order: form.getAll("order").slice(0, MAX_CATEGORIES + 1),
    move: form.get("move") ?? undefined,
  }),
  toRecord: ({ order, move }, stored) => {
    const menus = Array.isArray(stored) ? (stored as unknown[]) : [];
    const positions = order.map(Number);
    // Every category once: anything else is a page older than the menus (or not ours).
    if (positions.length !== menus.length || positions.some((index) => !(index in menus))) {
      return undefined;
    }
    const step = parseMove(move);
    const moved = step ? moveEntry(positions, step.from, step.step) : positions;
    return moved.map((index) => menus[index]);
  },
};
