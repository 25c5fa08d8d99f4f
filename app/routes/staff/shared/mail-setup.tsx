/**
 * Whether this website can send e-mail, told the same way on every staff page that talks about
 * e-mail (issue 29: the accounts and alerts pages promised e-mails a server without SMTP never
 * sent). The one fact is `services.mail`, present when the server's SMTP_URL is set
 * (services.server.ts); the pages ask `mailIsSetUp` and say `MailNotSetUp`'s words.
 */
import type { Services } from "~/server/services.server";

/** Whether new-lead e-mails, replies and the visitors' e-mail can be sent at all. */
export const mailIsSetUp = (services: Pick<Services, "mail">): boolean =>
  services.mail !== undefined;

export const MAIL_NOT_SET_UP = "E-mail sending is not set up on this website yet";

/** Who can change it: not the owner from these pages, but whoever runs the website's server. */
export const WHO_SETS_UP_MAIL =
  "Whoever looks after the website's server (your web developer or host) can set it up; once they have, this works with nothing more to do here.";

/** The notice, with what it means on this page ("so no lead is e-mailed to you"). */
export function MailNotSetUp({ meaning }: { meaning: string }) {
  return (
    <div className="staff-mail-off" role="note">
      <p>
        <strong>{MAIL_NOT_SET_UP}</strong>, so {meaning}.
      </p>
      <p>{WHO_SETS_UP_MAIL}</p>
    </div>
  );
}
