import type { Route } from "./+types/alerts";
import { staffMeta } from "~/routes/staff/shared/meta";
import { DeviceList, DeviceSwitch, QuietHoursForm, TestAlertForm } from "./AlertForms";
import { quietHoursWords } from "./alert-rules";
import { requireStaff } from "~/routes/staff/shared/guard";
import { spaWhen } from "~/lib/staff/dates";
import { alertsAction } from "./alerts.server";
import { MailNotSetUp, mailIsSetUp } from "~/routes/staff/shared/mail-setup";

export const meta: Route.MetaFunction = () => staffMeta("Alerts | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  const identity = requireStaff(context, request);
  const { alerts } = context.services;
  const [devices, quiet, publicKey] = await Promise.all([
    alerts.devices(identity.userId),
    alerts.quietHours(identity.userId),
    alerts.publicKey(),
  ]);
  const now = new Date();
  return {
    publicKey,
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      added: spaWhen(device.createdAt.toISOString(), now),
      lastAlert: device.lastSuccessAt ? spaWhen(device.lastSuccessAt.toISOString(), now) : null,
    })),
    quietFrom: quiet.quietFrom,
    quietUntil: quiet.quietUntil,
    quietWords: quietHoursWords(quiet.quietFrom, quiet.quietUntil),
    mailSetUp: mailIsSetUp(context.services),
  };
}

/** Remove a device, quiet hours, a test alert: plain form posts that work without JavaScript. */
export const action = alertsAction;

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { devices, publicKey, quietFrom, quietUntil, quietWords, mailSetUp } = loaderData;
  const answerFor = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <div className="alerts">
      <h1>Alerts on this phone</h1>
      <p>
        Get an alert on this phone or computer the moment a new lead arrives: what kind, the
        visitor&apos;s first name and the page. Tap it to open the lead.
        {mailSetUp ? " The lead e-mail still comes as before." : null}
      </p>
      {mailSetUp ? null : (
        <MailNotSetUp meaning="no lead is e-mailed to you: these alerts and the inbox are how you hear of new ones" />
      )}
      <DeviceSwitch publicKey={publicKey} />
      <section aria-labelledby="devices-heading">
        <h2 id="devices-heading">Your devices with alerts</h2>
        <DeviceList devices={devices} answer={answerFor("device-remove")} />
        {devices.length > 0 ? <TestAlertForm answer={answerFor("test")} /> : null}
      </section>
      <p>{quietWords}</p>
      <QuietHoursForm
        key={`${quietFrom}-${quietUntil}`}
        quietFrom={quietFrom}
        quietUntil={quietUntil}
        answer={answerFor("quiet-hours")}
      />
    </div>
  );
}
