import { data, Link } from "react-router";
import type { Route } from "./+types/content-ads-faqs";
import { RecordHistory } from "~/components/staff/ContentForms";
import { FaqContentForm } from "~/components/staff/FaqContentForm";
import { SavedNotice } from "~/components/staff/SavedNotice";
import { useFormKey } from "~/components/staff/use-form-key";
import { isLandingFaqPage, LANDING_FAQ_LABELS, type FaqPair } from "~/lib/staff/faq-form";
import { requireContentEditor } from "~/lib/staff/guard";
import { loadContentRecord } from "~/server/pages/content-record.server";
import { useStaffMember } from "./layout";
import "~/styles/staff-content-salon.css";

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

/** An ads page's FAQs (`landingFaqs.<page>`): the same form as a treatment's, plain-text answers. */
export default function ContentAdsFaqs({ loaderData }: Route.ComponentProps) {
  const { page, label, value, seen, history } = loaderData;
  const member = useStaffMember();
  const form = useFormKey(`${page}:${seen}`);
  return (
    <>
      <p>
        <Link to="/staff/content">Site content</Link>
      </p>
      <h1>FAQs: {label}</h1>
      <p>
        The questions and answers near the end of the ads page, in this order. The combined tattoo
        and IPL ads page shows this list too.
      </p>
      <FaqContentForm
        key={form.key}
        record={`landingFaqs.${page}`}
        answers="text"
        label={label}
        value={value}
        seen={seen}
        csrfToken={member.csrfToken}
        onSaved={(next) => form.onSaved(`${page}:${next}`)}
      />
      {form.saved ? <SavedNotice /> : null}
      <RecordHistory
        record={`landingFaqs.${page}`}
        versions={history}
        csrfToken={member.csrfToken}
      />
    </>
  );
}
