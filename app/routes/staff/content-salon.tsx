import { Link } from "react-router";
import type { Route } from "./+types/content-salon";
import { RecordHistory } from "~/components/staff/ContentForms";
import { SalonContentForm } from "~/components/staff/SalonContentForm";
import { SavedNotice } from "~/components/staff/SavedNotice";
import { useFormKey } from "~/components/staff/use-form-key";
import type { SalonRecord } from "~/lib/staff/salon-form";
import { requireContentEditor } from "~/lib/staff/guard";
import { loadContentRecord } from "~/server/pages/content-record.server";
import { useStaffMember } from "./layout";
import "~/styles/staff-content-salon.css";

export const meta: Route.MetaFunction = () => [
  { title: "Salon details | Day Spa staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const record = await loadContentRecord(context, { part: "salon" });
  // The record's schema was checked when it was saved or imported.
  return { ...record, value: record.value as SalonRecord };
}

export default function ContentSalon({ loaderData }: Route.ComponentProps) {
  const { value, seen, history } = loaderData;
  const member = useStaffMember();
  const form = useFormKey(seen);
  return (
    <>
      <p>
        <Link to="/staff/content">Site content</Link>
      </p>
      <h1>Salon details</h1>
      <p>
        Name, address, hours, about-us text and social links, as every page shows them. Saving puts
        the changes in the draft; they go live when the draft is published.
      </p>
      <SalonContentForm
        key={form.key}
        value={value}
        seen={seen}
        csrfToken={member.csrfToken}
        onSaved={form.onSaved}
      />
      {form.saved ? <SavedNotice /> : null}
      <RecordHistory record="salon" versions={history} csrfToken={member.csrfToken} />
    </>
  );
}
