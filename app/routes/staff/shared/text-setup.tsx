/**
 * Whether this website can send texts (issue 37), told the same way on every staff page that
 * talks about texts, as `mail-setup.tsx` does for e-mail: the one fact is `services.texts.status()`
 * (the TWILIO_* settings); the pages show its `missing` sentences and who can set it up.
 */

export const TEXTING_NOT_SET_UP = "Texting is not set up on this website yet";

/** Who can change it: whoever runs the website's server, once the spa's number is registered. */
export const WHO_SETS_UP_TEXTING =
  "Whoever looks after the website's server (your web developer or host) sets it up with the spa's Twilio account, once the number's texting registration is approved; then this works with nothing more to do here.";

/** The notice, with what it means on this page, and what is missing. */
export function TextingNotSetUp({ meaning, missing }: { meaning: string; missing: string[] }) {
  return (
    <div className="staff-mail-off" role="note">
      <p>
        <strong>{TEXTING_NOT_SET_UP}</strong>, so {meaning}.
      </p>
      {missing.length > 0 ? (
        <ul>
          {missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p>{WHO_SETS_UP_TEXTING}</p>
    </div>
  );
}
