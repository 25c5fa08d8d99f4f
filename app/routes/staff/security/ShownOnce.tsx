/**
 * What the security page shows once (decisions 0018, 0043): the new app's QR code, and the
 * recovery codes.
 *
 * Recovery codes: the list, and three ways to keep it. Download is a `data:` link made with this
 * same answer, so it works without JavaScript and needs no second request (the codes are never
 * sent again); Copy and Print need JavaScript and appear with it. Printing, by button or by the
 * browser's menu, prints the codes alone (security.css). The box takes focus when it appears
 * (issue 35): the browser's `autofocus` on a page drawn without JavaScript, React's on a page
 * that stays, which scrolls it to the top of the screen (the form posted is far below it).
 */
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/forms/use-form-helpers";
import "./security.css";

/** The file's text: what the codes are for, then one code a line. */
export function recoveryCodesText(codes: string[]): string {
  return [
    "Day Spa staff area: your recovery codes",
    "Each code signs you in once, instead of your phone or passkey.",
    "Keep a copy you can reach without this phone: printed, written down, or in a password manager.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** Copy and Print, which need JavaScript; "Copied" said to screen readers as well. */
function ScriptButtons({ codes }: { codes: string[] }) {
  const [status, setStatus] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setStatus("Copied. Paste them into your password manager or a note kept safe.");
    } catch {
      setStatus("Could not copy here: select the codes and copy them, or download them.");
    }
  }
  return (
    <>
      <button type="button" className="button button--outline" onClick={() => void copy()}>
        Copy the codes
      </button>
      <button type="button" className="button button--outline" onClick={() => window.print()}>
        Print the codes
      </button>
      <p role="status" className="staff-note">
        {status}
      </p>
    </>
  );
}

/**
 * Ten codes, shown once, for the day the phone or passkey is lost; `message` says what was just
 * done (announced: the box is a status region, and focused).
 */
export function RecoveryCodesNotice({ codes, message }: { codes: string[]; message: string }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLElement>(null);
  // Drawn on a page that stays (the answer to a post, a passkey added): focus to it, and its
  // top to the screen's (focus alone would scroll as little as it can).
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: "start" });
  }, []);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes))}`;
  return (
    <section
      ref={box}
      id="recovery-codes"
      className="staff-notice staff-recovery-codes"
      aria-labelledby="recovery-codes-heading"
      tabIndex={-1}
      // The codes are shown only now: focus goes to them, with or without JavaScript.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
      autoFocus
    >
      <p role="status">{message}</p>
      <h2 id="recovery-codes-heading">Your recovery codes</h2>
      <p>
        Each code lets you sign in once if you lose your phone or passkey. They are shown only now:
        keep a copy you can reach without this phone. Print them or write them down, or download or
        copy them into a password manager.
      </p>
      <ol className="staff-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="staff-code-actions">
        <a className="button button--outline" href={file} download="day-spa-recovery-codes.txt">
          Download the codes
        </a>
        {hydrated ? <ScriptButtons codes={codes} /> : null}
      </div>
    </section>
  );
}

/**
 * The app's `otpauth:` link as the server drew it (server/staff/sign-in/qr-code.server.ts): black
 * modules on white whatever the theme, so a camera reads it; named for screen readers.
 */
export function QrCodeImage({ qr }: { qr: { size: number; path: string } }) {
  return (
    <div className="staff-qr">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label="QR code for your authenticator app (the same key as typed below)"
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
    </div>
  );
}
