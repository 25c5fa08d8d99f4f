/**
 * What erasing a person reaches and what it cannot, in the owner's words (issue 27, decision
 * 0035). The database's own record of changes is cleared at once on the embedded database; a
 * separate database server does it on its own schedule. Backups and what already left the
 * website are out of its reach.
 */
export type DatabaseKind = "embedded" | "server";

export function EraseReach({ database }: { database: DatabaseKind }) {
  return (
    <details className="staff-disclosure">
      <summary className="button button--outline button--small">
        What erasing reaches, and what it cannot
      </summary>
      <p>
        <strong>Reached at once:</strong> everything the website holds about the person: the forms
        they sent, their resumes, the staff&apos;s notes and history, the e-mails about them waiting
        to be sent, and the ad that brought them. No page, search or download shows them again.
      </p>
      {database === "embedded" ? (
        <p>
          The database also keeps its own record of recent changes. Right after an erase the website
          has it cleared, so a copy of the website&apos;s data folder taken afterwards does not hold
          the person.
        </p>
      ) : (
        <p>
          The database server also keeps its own record of recent changes. The website asks it to
          clear it right after an erase, but the server reuses that space on its own schedule: on a
          quiet site the person&apos;s details can stay in it for days or weeks, readable only by
          whoever runs the server.
        </p>
      )}
      <p>
        <strong>Not reached:</strong>
      </p>
      <ul>
        <li>
          {database === "embedded"
            ? "Copies of the website's data folder, or lead export files, made before the erase: they keep the person until they are deleted. Ask whoever makes them."
            : "Backup copies of the database made before the erase: the nightly copies are deleted after 14 days, unless your technical contact keeps them longer or elsewhere. Until then they hold the person."}
        </li>
        <li>
          E-mails already sent (the new-lead e-mails in your mailbox, the replies the staff sent)
          and files someone downloaded (lead lists, resumes, the file this page downloads): delete
          those yourself.
        </li>
        <li>
          Text messages already sent or received: they stay on the person&apos;s phone and in the
          message log of the spa&apos;s Twilio account; delete them there.
        </li>
      </ul>
    </details>
  );
}
