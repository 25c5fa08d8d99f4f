import { Link } from "react-router";
import type { Route } from "./+types/funnel";
import { staffMeta } from "~/routes/staff/shared/meta";
import { BookingsWorth, CampaignsTable, FunnelChart, PagesTable } from "./FunnelFigures";
import { ConversionForm, SpendForm } from "./FunnelForms";
import { GoogleAdsFile } from "./GoogleAdsFile";
import { hasBookingValue } from "./funnel-forms";
import { FUNNEL_PERIODS } from "~/lib/tracking/funnel";
import { shortDay } from "~/lib/staff/leads";
import { funnelAction, funnelData, OWNERS_ONLY } from "./funnel.server";
import { PARTS } from "./funnel-parts";
import { requireOwner } from "../shared/guard";
import "./funnel.css";

export const meta: Route.MetaFunction = () => staffMeta("Ads and visits | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request, OWNERS_ONLY);
  return funnelData(context, request);
}

/** Save the spend or the conversion: plain form posts that work without JavaScript (0020). */
export const action = funnelAction;

export default function Funnel({ loaderData, actionData }: Route.ComponentProps) {
  const { days, figures, conversion, spendCampaigns, adsFile, now } = loaderData;
  return (
    <div className="funnel">
      <h1>Ads and visits</h1>
      <p>
        Who came to the website, started a form, sent it and booked, counted without cookies: a
        visitor is counted once a day, and nothing that identifies them is kept.
      </p>
      <nav aria-label="Period" className="funnel__periods">
        {FUNNEL_PERIODS.map((period) => (
          <Link
            key={period}
            to={`?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className="funnel__period"
          >
            {period} days
          </Link>
        ))}
      </nav>
      <section aria-labelledby="funnel-total-heading">
        <h2 id="funnel-total-heading">
          {shortDay(figures.from)} to {shortDay(figures.to)}
        </h2>
        <FunnelChart total={figures.total} />
        <BookingsWorth
          booked={figures.total.booked}
          conversion={conversion}
          valueField={`#${PARTS.conversion}`}
        />
        <PagesTable pages={figures.pages} />
        <CampaignsTable campaigns={figures.campaigns} />
        <p className="field__hint">
          Leads are the forms sent from the website (job applications left out), by the page they
          were sent from and the campaign of the visit. A visitor is counted once per day on each
          page, so a person who comes back on three days counts three times. Starting a form and
          calling count once per visitor and day too, and a campaign you entered a spend for is
          always listed. A form sent without JavaScript or through an ad blocker has no counted
          start, so leads can outnumber form starts: the page then says how many starts were counted
          rather than a percentage.
        </p>
      </section>
      <section aria-labelledby="funnel-spend-heading" className="funnel__section">
        <SpendForm
          campaigns={spendCampaigns}
          spend={figures.spend}
          answer={actionData?.intent === "spend" ? actionData : undefined}
        />
      </section>
      <section aria-labelledby="funnel-ads-heading" className="funnel__section">
        <h2 id="funnel-ads-heading">Tell Google Ads who booked</h2>
        <p>
          Google Ads learns which of its clicks became clients when you upload the file below. It
          then shows bookings beside each campaign and can aim the ads at people like them.
        </p>
        <details className="funnel__steps">
          <summary>How to upload the file</summary>
          <ol>
            <li>
              Once only: in Google Ads, open Goals, then Conversions, and create a conversion of the
              kind “Import”, “Other data sources or CRMs”, “Track conversions from clicks”. Give its
              name below.
            </li>
            <li>Download the file below.</li>
            <li>
              In Google Ads, open Goals, then Conversions, then Uploads; choose the plus button,
              then “Upload a file”, pick the file and choose Apply.
            </li>
            <li>Google reports how many rows it accepted within a few hours.</li>
          </ol>
        </details>
        {/* The form's part is #booking-value (decision 0046): its save lands there. */}
        <div className="funnel__part">
          <ConversionForm
            conversion={conversion}
            answer={actionData?.intent === "conversion" ? actionData : undefined}
          />
        </div>
        <GoogleAdsFile
          id={PARTS.file}
          status={adsFile}
          now={now}
          valueSet={hasBookingValue(conversion)}
        />
      </section>
    </div>
  );
}
