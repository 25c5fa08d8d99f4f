import { data } from "react-router";
import type { Route } from "./+types/content-ads-faqs";
import { FaqRecordPage } from "./FaqRecordPage";
import { isLandingFaqPage, LANDING_FAQ_LABELS, faqForm, type FaqPair } from "./faq-form";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import { loadContentRecord } from "~/routes/staff/content/content-record.server";
import "~/routes/staff/content/editors.css";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `FAQs: ${loaded?.label ?? "ads page"} | Day Spa staff` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const { page } = params;
  if (!isLandingFaqPage(page)) throw data(null, { status: 404 });
  const record = await loadContentRecord(context, { part: "landingFaqs", key: page });
  return {
    page,
    label: LANDING_FAQ_LABELS[page],
    ...record,
    // The record's schema was checked when it was saved or imported; a missing list is empty.
    value: (record.value ?? []) as FaqPair[],
  };
}

/** Save the list: a plain form post that works without JavaScript (decision 0020). */
export async function action(args: Route.ActionArgs) {
  const { page } = args.params;
  if (!isLandingFaqPage(page)) throw data(null, { status: 404 });
  return recordSaveAction({ landingFaqs: faqForm }, () => `/staff/content/ads-faqs/${page}`)(args);
}

/** An ads page's FAQs (`landingFaqs.<page>`): the same form as a treatment's, plain-text answers. */
export default function ContentAdsFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { page, label, value, seen, history } = loaderData;
  return (
    <FaqRecordPage
      record={`landingFaqs.${page}`}
      answers="text"
      label={label}
      intro="The questions and answers near the end of the ads page, in this order. The combined tattoo and IPL ads page shows this list too."
      value={value}
      seen={seen}
      history={history}
      answer={actionData}
      recordLabel={loaderData.recordLabel}
      inDraft={loaderData.inDraft}
      preview={loaderData.preview}
      changes={loaderData.changes}
    />
  );
}
