import { data } from "react-router";
import type { Route } from "./+types/content-faqs";
import { FaqRecordPage } from "./FaqRecordPage";
import { isTreatment, TREATMENT_LABELS, faqForm, type FaqPair } from "./faq-form";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import { loadContentRecord } from "~/routes/staff/content/content-record.server";
import "~/routes/staff/content/editors.css";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `FAQs: ${loaded?.label ?? "treatment"} | Day Spa staff` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const { treatment } = params;
  if (!isTreatment(treatment)) throw data(null, { status: 404 });
  const record = await loadContentRecord(context, { part: "faqs", key: treatment });
  return {
    treatment,
    label: TREATMENT_LABELS[treatment],
    ...record,
    // The record's schema was checked when it was saved or imported; a missing list is empty.
    value: (record.value ?? []) as FaqPair[],
  };
}

/** Save the list: a plain form post that works without JavaScript (decision 0020). */
export async function action(args: Route.ActionArgs) {
  const { treatment } = args.params;
  if (!isTreatment(treatment)) throw data(null, { status: 404 });
  return recordSaveAction({ faqs: faqForm }, () => `/staff/content/faqs/${treatment}`)(args);
}

/** A treatment's FAQs (`faqs.<treatment>`): answers may hold simple HTML. */
export default function ContentFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { treatment, label, value, seen, history } = loaderData;
  return (
    <FaqRecordPage
      record={`faqs.${treatment}`}
      answers="html"
      label={label}
      intro="The questions and answers at the end of the treatment's page, in this order."
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
