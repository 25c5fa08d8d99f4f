import { data, Link } from "react-router";
import type { Route } from "./+types/content-faqs";
import { RecordHistory } from "~/components/staff/ContentForms";
import { FaqContentForm } from "~/components/staff/FaqContentForm";
import { SavedNotice } from "~/components/staff/SavedNotice";
import { useFormKey } from "~/components/staff/use-form-key";
import { isTreatment, TREATMENT_LABELS, type FaqPair } from "~/lib/staff/faq-form";
import { requireContentEditor } from "~/lib/staff/guard";
import { loadContentRecord } from "~/server/pages/content-record.server";
import { useStaffMember } from "./layout";
import "~/styles/staff-content-salon.css";

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

export default function ContentFaqs({ loaderData }: Route.ComponentProps) {
  const { treatment, label, value, seen, history } = loaderData;
  const member = useStaffMember();
  const form = useFormKey(`${treatment}:${seen}`);
  return (
    <>
      <p>
        <Link to="/staff/content">Site content</Link>
      </p>
      <h1>FAQs: {label}</h1>
      <p>The questions and answers at the end of the treatment&apos;s page, in this order.</p>
      <FaqContentForm
        key={form.key}
        record={`faqs.${treatment}`}
        answers="html"
        label={label}
        value={value}
        seen={seen}
        csrfToken={member.csrfToken}
        onSaved={(next) => form.onSaved(`${treatment}:${next}`)}
      />
      {form.saved ? <SavedNotice /> : null}
      <RecordHistory record={`faqs.${treatment}`} versions={history} csrfToken={member.csrfToken} />
    </>
  );
}
