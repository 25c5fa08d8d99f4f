import { data } from "react-router";
import type { Route } from "./+types/lead";
import { staffMeta } from "~/routes/staff/shared/meta";
import { StatusBadge } from "~/routes/staff/inbox/LeadList";
import { ContactLinks, DeleteLead, EmailAddress, WorkForm } from "./LeadWork";
import { LeadHistory } from "./LeadHistory";
import { LogContactForm, ReplySection } from "./LeadReply";
import { LeadReview, reviewLines } from "./LeadReview";
import { TextsSection } from "./LeadTexts";
import { textsViewOf } from "./lead-texts.server";
import { leadKindLabel } from "~/lib/leads/vocabulary";
import { isUuid } from "~/lib/staff/leads";
import { campaignLines } from "./campaign-display";
import { spaWhen } from "~/lib/staff/dates";
import { leadSourceName, leadTitle, mailtoHref, smsHref, telHref } from "~/lib/staff/lead-display";
import { formatPhone } from "~/lib/forms/phone";
import { requireStaff } from "~/routes/staff/shared/guard";
import { leadAction, replySetupOf } from "./lead.server";
import { useStaffMember } from "../shared/layout";
import "~/routes/staff/shared/lead-shared.css";
import "./lead.css";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = () => staffMeta("Lead | Staff | Day Spa");

const NOT_FOUND = "No such lead: it may have been deleted.";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const identity = requireStaff(context, request);
  // Not a UUID: no lead can have it, and the database is not asked.
  if (!isUuid(params.leadId)) throw data(NOT_FOUND, { status: 404 });
  // A browser's speculative prefetch is not someone reading the lead: answer nothing, record
  // nothing (a non-2xx prefetch is thrown away, so the real visit loads and records it).
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (purpose.slice(0, 200).includes("prefetch")) {
    throw data("Not prefetched.", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const { inbox } = context.services.staff;
  // Opening the page is recorded in the lead's history (who saw the personal data, when).
  const lead = await inbox.view(params.leadId.toLowerCase(), identity.userId);
  if (!lead) throw data(NOT_FOUND, { status: 404 });
  const [history, campaign] = await Promise.all([inbox.history(lead.id), inbox.campaign(lead.id)]);
  const now = new Date();
  const { salon_info } = await context.services.content.getSalon();
  const field = (label: string) => lead.fields.find((entry) => entry.label === label)?.value ?? "";
  const firstName = field("First name") || lead.name.trim().split(" ")[0] || "";
  const emailHref = mailtoHref(
    field("E-mail"),
    `Your ${leadKindLabel(lead.kind).toLowerCase()} at ${salon_info.salon_name}`,
  );
  const template = new URL(request.url).searchParams.get("template");
  // Read before the page marks the client's texts read, so the new ones show as new once.
  const texts = await textsViewOf(context.services, lead.id, firstName, now);
  return {
    // The stored phone is what the form sent (the lead forms send digits only): shown grouped.
    lead: {
      ...lead,
      fields: lead.fields.map((entry) => ({
        ...entry,
        value: entry.label === "Phone" ? formatPhone(entry.value) : entry.value,
        // Wraps at its punctuation on a phone (EmailAddress).
        address: entry.label === "E-mail",
      })),
    },
    received: spaWhen(lead.createdAt, now),
    source: leadSourceName(lead.sourcePage),
    foundUs: campaignLines(campaign),
    contact: {
      firstName,
      phone: formatPhone(field("Phone")),
      phoneHref: telHref(field("Phone")),
      // Her own phone's messages app, only while texts cannot be sent from the page (issue 37).
      smsHref: texts?.status.on ? null : smsHref(field("Phone")),
      email: field("E-mail"),
      emailHref,
    },
    reply: await replySetupOf(context.services, lead, template, emailHref),
    history: history.map((entry) => ({ ...entry, when: spaWhen(entry.at, now) })),
    review: reviewLines(await context.services.reviews.leadState(lead.id), now),
    texts,
  };
}

/**
 * Status, note, delete, reply, log a call or text: plain form posts that work before and without
 * JavaScript (0020).
 */
export const action = leadAction;

function sizeText(bytes: number) {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, history, received, source, contact, reply, foundUs, review, texts } = loaderData;
  const logAnswer =
    actionData?.intent === "log-call" || actionData?.intent === "log-text" ? actionData : undefined;
  const member = useStaffMember();
  return (
    <article className="lead">
      <BackLink to="/staff">All leads</BackLink>
      <h1>{leadTitle(lead)}</h1>
      <p className="lead__meta">
        {leadKindLabel(lead.kind)} · <time dateTime={lead.createdAt}>{received}</time> · from{" "}
        {source} · <StatusBadge status={lead.status} overdue={lead.overdue} />
      </p>
      <ContactLinks {...contact} />
      <LogContactForm answer={logAnswer} />

      <div className="lead__grid">
        <section aria-labelledby="sent-heading" className="lead__sent">
          <h2 id="sent-heading">What they sent</h2>
          <dl className="lead-fields">
            {lead.fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd className={field.multiline ? "lead-fields__long" : undefined}>
                  {field.address && field.value ? (
                    <EmailAddress address={field.value} />
                  ) : (
                    field.value || "—"
                  )}
                </dd>
              </div>
            ))}
            {lead.resume ? (
              <div>
                <dt>Resume</dt>
                <dd>
                  <a href={`/staff/leads/${lead.id}/resume`} download>
                    Download resume
                  </a>{" "}
                  <span className="lead-fields__file">
                    ({lead.resume.fileName}, {sizeText(lead.resume.sizeBytes)})
                  </span>
                </dd>
              </div>
            ) : null}
          </dl>
          {foundUs.length > 0 ? (
            <>
              <h3 id="found-heading">How they found us</h3>
              <dl className="lead-fields" aria-labelledby="found-heading">
                {foundUs.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>

        <section aria-labelledby="work-heading" className="lead__work">
          <h2 id="work-heading">Work on this lead</h2>
          {/* Drawn afresh once a note is added (it is in the history then): a status changed
              or a call logged keeps what is typed. */}
          <WorkForm
            key={history.find((entry) => entry.action === "lead_note")?.id ?? "none"}
            status={lead.status}
            version={lead.version}
            answer={
              actionData?.intent === "status" || actionData?.intent === "note"
                ? actionData
                : undefined
            }
          />
          {member.role === "owner" ? (
            <DeleteLead
              name={lead.name}
              answer={actionData?.intent === "delete" ? actionData : undefined}
            />
          ) : null}
        </section>
      </div>

      <LeadReview lines={review} isOwner={member.role === "owner"} />

      {texts ? (
        <TextsSection
          view={texts}
          templates={reply.templates}
          isOwner={member.role === "owner"}
          answer={actionData}
        />
      ) : null}

      <ReplySection
        setup={reply}
        isOwner={member.role === "owner"}
        formKey={history.find((entry) => entry.action === "reply_sent")?.id ?? "none"}
        answer={actionData?.intent === "reply" ? actionData : undefined}
      />

      <LeadHistory entries={history} />
    </article>
  );
}
