import type { Route } from "./+types/content-salon";
import { staffMeta } from "~/routes/staff/shared/meta";
import { RecordHistory } from "~/routes/staff/content/ContentForms";
import { SalonContentForm } from "./SalonContentForm";
import { salonForm, type SalonRecord } from "./salon-form";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { loadContentRecord } from "~/routes/staff/content/content-record.server";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import "~/routes/staff/content/editors.css";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = () => staffMeta("Salon details | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const record = await loadContentRecord(context, { part: "salon" });
  // The record's schema was checked when it was saved or imported.
  return { ...record, value: record.value as SalonRecord };
}

/** Save the salon details: a plain form post that works without JavaScript (decision 0020). */
export const action = recordSaveAction({ salon: salonForm }, () => "/staff/content/salon");

export default function ContentSalon({ loaderData, actionData }: Route.ComponentProps) {
  const { value, seen, history, changes } = loaderData;
  return (
    <>
      <BackLink to="/staff/content">Site content</BackLink>
      <h1>Salon details</h1>
      <p>
        Hours, name, address, about-us text and social links, as every page shows them. Save puts
        the changes in the draft; Save and publish puts the draft live.
      </p>
      <SalonContentForm value={value} seen={seen} answer={actionData} changes={changes} />
      <RecordHistory record="salon" versions={history} />
    </>
  );
}
