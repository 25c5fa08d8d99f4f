/**
 * The two FAQ editors, one module for both routes (app/routes.ts): a treatment's list at
 * /staff/content/faqs/:treatment (`faqs.<treatment>`, answers in simple HTML) and an ads page's at
 * /staff/content/ads-faqs/:page (`landingFaqs.<page>`, plain-text answers). `FAQ_LISTS` says what
 * differs; the URL's parameter says which list a page edits.
 */
import { data } from "react-router";
import type { Route } from "./+types/content-faqs";
import { staffMeta } from "~/routes/staff/shared/meta";
import { FaqRecordPage } from "./FaqRecordPage";
import { faqForm, type FaqPair } from "./faq-form";
import type { LandingFaqPage, TREATMENTS } from "~/lib/content/schemas";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import { loadContentRecord } from "~/routes/staff/content/content-record.server";
import "~/routes/staff/content/editors.css";

type Treatment = (typeof TREATMENTS)[number];

const FAQ_LISTS = {
  faqs: {
    /** The editors' names for the four treatments' FAQs (the public pages' labels). */
    labels: {
      melasma: "Melasma Removal with PicoSure",
      laser: "Laser Hair Removal",
      tattoo: "Tattoo Removal with PicoSure",
      intense: "Intense Pulsed Light (IPL)",
    } satisfies Record<Treatment, string>,
    unknown: "treatment",
    answers: "html",
    intro: "The questions and answers at the end of the treatment's page, in this order.",
  },
  landingFaqs: {
    /** The editors' names for the ads pages' FAQs (the combined ads page shows both lists). */
    labels: {
      tattoo: "Tattoo removal ads page",
      ipl: "IPL ads page",
    } satisfies Record<LandingFaqPage, string>,
    unknown: "ads page",
    answers: "text",
    intro:
      "The questions and answers near the end of the ads page, in this order. The combined tattoo and IPL ads page shows this list too.",
  },
} as const;

/** Both routes' parameters: a treatment's list names `treatment`, an ads page's `page`. */
type Params = { treatment?: string; page?: string };
const partOf = (params: Params): keyof typeof FAQ_LISTS =>
  params.treatment === undefined ? "landingFaqs" : "faqs";

/** The list and record a URL names, or a 404 for a key the list does not have. */
function faqRecordOf(params: Params) {
  const part = partOf(params);
  const key = params.treatment ?? params.page ?? "";
  const list = FAQ_LISTS[part];
  if (!Object.hasOwn(list.labels, key)) throw data(null, { status: 404 });
  return { part, key, list, label: list.labels[key as keyof typeof list.labels] };
}

export const meta: Route.MetaFunction = ({ data: loaded, params }) =>
  staffMeta(`FAQs: ${loaded?.label ?? FAQ_LISTS[partOf(params)].unknown} | Day Spa staff`);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const { part, key, list, label } = faqRecordOf(params);
  const record = await loadContentRecord(context, { part, key });
  return {
    record: `${part}.${key}` as const,
    answers: list.answers,
    intro: list.intro,
    label,
    ...record,
    // The record's schema was checked when it was saved or imported; a missing list is empty.
    value: (record.value ?? []) as FaqPair[],
  };
}

/** Save the list: a plain form post that works without JavaScript (decision 0020). */
export async function action(args: Route.ActionArgs) {
  const { part } = faqRecordOf(args.params);
  // Back to the page's own address, the list's key checked above.
  return recordSaveAction({ [part]: faqForm }, () => new URL(args.request.url).pathname)(args);
}

export default function ContentFaqs({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqRecordPage {...loaderData} answer={actionData} />;
}
