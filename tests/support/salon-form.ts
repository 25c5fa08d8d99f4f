/**
 * The salon editor's form (/staff/content/salon) as a browser without JavaScript posts it
 * (decision 0020): for API tests that save the salon record through its page's action.
 */
import { hoursFieldName } from "../../app/routes/staff/content/salon/salon-form";
import type { Weekday } from "~/lib/display/opening-hours";
import { renderedFields, staffBrowser, withFields } from "./rendered-form";
import { fieldErrorOf, type SignedInMember } from "./staff";

export const SALON_PAGE = "/staff/content/salon";

type Member = Pick<SignedInMember, "cookie" | "csrfToken" | "headers">;

/** The salon form's fields as the editor page renders them for `reader`. */
export async function salonFormFields(app: { url: string }, reader: Member) {
  return renderedFields(await staffBrowser(app, reader).page(SALON_PAGE), "salon");
}

/**
 * Posts the salon form by `by`, as the page rendered it for `reader` (by default `by`: a member
 * who may not open the editor posts the form an owner was shown), with `changes` typed over it.
 */
export async function postSalonForm(
  app: { url: string },
  by: Member,
  changes: Record<string, string | null> = {},
  reader: Member = by,
) {
  const fields = await salonFormFields(app, reader);
  return staffBrowser(app, by).post(
    SALON_PAGE,
    withFields(fields, { csrfToken: by.csrfToken, ...changes }),
  );
}

/** One day's times typed over the form ("hours.monday.opens"), the day open. */
export function dayChanges(day: Weekday, opens: string, closes: string) {
  return {
    [hoursFieldName(day, "closed")]: null,
    [hoursFieldName(day, "opens")]: opens,
    [hoursFieldName(day, "closes")]: closes,
  };
}

/** The error the page shows beside the control named `name` (its `<id>-error`), unescaped. */
export function errorBeside(html: string, name: string): string | undefined {
  const at = html.indexOf(`name="${name}"`);
  if (at < 0) return undefined;
  const tag = html.slice(html.lastIndexOf("<", at), html.indexOf(">", at));
  const id = /\bid="([^"]+)"/.exec(tag)?.[1];
  return id ? fieldErrorOf(html, id) : undefined;
}
