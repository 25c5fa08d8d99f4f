/**
 * The alerts page's parts (decision 0029): the switch for this device (JavaScript: the browser's
 * Push API), the member's devices with Remove, the quiet hours and the test alert (plain forms
 * posted to the page's action, working without JavaScript).
 */
import { useEffect, useState } from "react";
import { QUIET_HOUR_CHOICES } from "./alert-rules";
import { useHydrated } from "~/components/forms/use-form-helpers";
import { useRoutePost } from "~/routes/staff/shared/script-post";
import type { AlertActionAnswer } from "./alerts.server";
import { FormFailure, StaffForm, SendButton } from "~/routes/staff/shared/form-kit";

const WORKER = "/staff/sw.js";
/** The route that turns alerts on and off on this device (routes/staff/alerts/alerts-device.ts). */
const DEVICE_ROUTE = "/staff/alerts/devices";
const SCOPE = "/staff/";

type DeviceState = "checking" | "unsupported" | "blocked" | "off" | "on";

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const supported = () =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Registers the staff worker and waits until it is active (a push needs an active worker). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (worker && !registration.active) {
    await new Promise<void>((resolve) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
      });
    });
  }
  return registration;
}

/** This device's alerts: what the browser allows and has, and turning them on and off. */
function useDeviceAlerts(publicKey: string) {
  const post = useRoutePost();
  const [state, setState] = useState<DeviceState>("checking");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // What this browser can do and has done, read once it runs the page (never on the server).
    const known: Promise<DeviceState> = !supported()
      ? Promise.resolve("unsupported")
      : Notification.permission === "denied"
        ? Promise.resolve("blocked")
        : currentSubscription().then(
            (subscription) => (subscription ? "on" : "off"),
            () => "off",
          );
    void known.then(setState);
  }, []);

  async function turnOn() {
    setBusy(true);
    setFailure(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const registration = await activeRegistration();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = subscription.toJSON();
      const result = await post(
        DEVICE_ROUTE,
        {
          intent: "on",
          endpoint: json.endpoint ?? subscription.endpoint,
          p256dh: json.keys?.p256dh ?? "",
          auth: json.keys?.auth ?? "",
        },
        { refresh: true },
      );
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      setState("on");
    } catch {
      setFailure("This browser would not turn alerts on. Try again, or use Chrome or Safari.");
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setFailure(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const result = await post(
          DEVICE_ROUTE,
          { intent: "off", endpoint: subscription.endpoint },
          { refresh: true },
        );
        if (!result.ok) {
          setFailure(result.message);
          return;
        }
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setFailure("Alerts could not be turned off. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, failure, turnOn, turnOff };
}

/** "Turn on alerts on this device" / "Turn off": needs JavaScript, said so without it. */
export function DeviceSwitch({ publicKey }: { publicKey: string }) {
  const hydrated = useHydrated();
  const { state, busy, failure, turnOn, turnOff } = useDeviceAlerts(publicKey);
  if (!hydrated) {
    return (
      <p className="staff-note">
        Turning alerts on needs JavaScript: it is off or has not loaded. You can still remove
        devices and set quiet hours below.
      </p>
    );
  }
  return (
    <div className="alerts-switch">
      {state === "unsupported" ? (
        <p className="staff-note">
          This browser cannot show alerts. On an iPhone, add this page to the Home Screen first
          (Share, then Add to Home Screen) and open it from there.
        </p>
      ) : null}
      {state === "blocked" ? (
        <p className="staff-note">
          Notifications are blocked for this site in this browser&apos;s settings. Allow them there,
          then come back.
        </p>
      ) : null}
      {state === "off" ? (
        <button type="button" className="button" disabled={busy} onClick={turnOn}>
          {busy ? "Turning on…" : "Turn on alerts on this device"}
        </button>
      ) : null}
      {state === "on" ? (
        <>
          <p role="status">Alerts are on on this device.</p>
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            onClick={turnOff}
          >
            {busy ? "Turning off…" : "Turn off alerts on this device"}
          </button>
        </>
      ) : null}
      <FormFailure message={failure} />
    </div>
  );
}

export interface DeviceRow {
  id: string;
  label: string;
  added: string;
  lastAlert: string | null;
}

/** The member's devices, each with Remove (a plain form). */
export function DeviceList({
  devices,
  answer,
}: {
  devices: DeviceRow[];
  answer?: AlertActionAnswer;
}) {
  if (devices.length === 0) {
    return <p>Alerts are off on all your devices.</p>;
  }
  return (
    <ul className="alerts-devices">
      {devices.map((device) => (
        <li key={device.id} className="staff-card">
          <p>
            <strong>{device.label}</strong>
            <br />
            {`Added ${device.added}${device.lastAlert ? `, last alert ${device.lastAlert}` : ""}`}
          </p>
          <StaffForm
            intent="device-remove"
            part={`remove-device-${device.id}`}
            id={`device-${device.id}`}
            aria-label={`Remove ${device.label}, added ${device.added}`}
          >
            <input type="hidden" name="device" value={device.id} />
            <button type="submit" className="button button--outline button--small">
              Remove
            </button>
          </StaffForm>
          {answer?.device === device.id ? <FormFailure message={answer.message} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Quiet hours: none, or from and until (whole hours, the spa's time). */
export function QuietHoursForm({
  quietFrom,
  quietUntil,
  answer,
}: {
  quietFrom: number | null;
  quietUntil: number | null;
  answer?: AlertActionAnswer;
}) {
  const typed = answer?.values;
  const quiet = typed?.quiet ?? (quietFrom === null ? "none" : "hours");
  const from = typed?.quietFrom || String(quietFrom ?? 21 * 60);
  const until = typed?.quietUntil || String(quietUntil ?? 8 * 60);
  const error = answer?.errors?.quietUntil ?? answer?.errors?.quietFrom;
  return (
    <StaffForm
      intent="quiet-hours"
      id="quiet-hours-form"
      aria-labelledby="quiet-heading"
      className="staff-form"
      noValidate
    >
      <h2 id="quiet-heading">Quiet hours</h2>
      <p>
        No alerts reach your devices during these hours (the spa&apos;s time). E-mail still comes.
      </p>
      <fieldset className="alerts-quiet">
        <legend>When</legend>
        <div className="staff-checkbox">
          <input
            id="quiet-none"
            type="radio"
            name="quiet"
            value="none"
            defaultChecked={quiet === "none"}
          />
          <label htmlFor="quiet-none">No quiet hours</label>
        </div>
        <div className="staff-checkbox">
          <input
            id="quiet-hours"
            type="radio"
            name="quiet"
            value="hours"
            defaultChecked={quiet === "hours"}
          />
          <label htmlFor="quiet-hours">Quiet hours, as below</label>
        </div>
        <div className="field">
          <label htmlFor="quiet-from">From</label>
          <select id="quiet-from" name="quietFrom" defaultValue={from}>
            {QUIET_HOUR_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`field${error ? " field--invalid" : ""}`}>
          <label htmlFor="quiet-until">Until</label>
          <select
            id="quiet-until"
            name="quietUntil"
            defaultValue={until}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "quiet-error" : undefined}
          >
            {QUIET_HOUR_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {error ? (
            <p id="quiet-error" className="field__error">
              {error}
            </p>
          ) : null}
        </div>
      </fieldset>
      <FormFailure message={answer && !error ? answer.message : null} />
      <SendButton intent="quiet-hours" busy="Saving…">
        Save quiet hours
      </SendButton>
    </StaffForm>
  );
}

/** A test alert to every device of the member's, quiet hours or not. */
export function TestAlertForm({ answer }: { answer?: AlertActionAnswer }) {
  return (
    <StaffForm
      intent="test"
      id="test-alert-form"
      aria-label="Send a test alert"
      className="staff-form"
    >
      <SendButton intent="test" busy="Sending…" className="button button--outline">
        Send a test alert to my devices
      </SendButton>
      <FormFailure message={answer?.message} />
    </StaffForm>
  );
}
