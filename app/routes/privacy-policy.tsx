import type { Route } from "./+types/privacy-policy";
import { pageMeta } from "~/lib/seo/route-meta";
import { RichHtml } from "~/components/ui/RichHtml";
import { PRIVACY_TEXTS_SENTENCE, TEXT_CONSENT_LABEL } from "~/lib/texts/consent";
import { sanitizeRichHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const salon = await context.services.content.getSalon();
  return {
    privacyHtml: sanitizeRichHtml(salon.website_settings.privacy_policy_new ?? ""),
    cancellationHtml: sanitizeRichHtml(salon.website_settings.cancellation_policy ?? ""),
    // From the loader, so that the words module stays in the forms' script alone (one file less).
    texts: { box: TEXT_CONSENT_LABEL, sentence: PRIVACY_TEXTS_SENTENCE },
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page page--policy">
      <div className="banner banner--plain">
        <h1>Privacy Policy</h1>
      </div>
      <div className="container container--narrow section">
        <RichHtml className="prose" html={loaderData.privacyHtml} />
        {/* From the code, not the editable policy: carriers check that it is there (issue 37). */}
        <section id="text-messages" className="prose" aria-labelledby="texts-heading">
          <h2 id="texts-heading">Text messages</h2>
          <p>
            We text you only about your own request, and only when you tick &ldquo;
            {loaderData.texts.box}&rdquo; on one of our forms. Reply STOP to any of our texts to
            stop them, HELP for help. {loaderData.texts.sentence}
          </p>
        </section>
        <RichHtml className="prose" html={loaderData.cancellationHtml} />
        <section id="terms-of-use" className="prose" aria-labelledby="terms-heading">
          <h2 id="terms-heading">Terms of Use</h2>
          <p>
            This website describes our services, prices and policies for information. Prices and
            availability may change; the price confirmed when you book applies. Treatment
            descriptions and before-and-after pictures are illustrations: results vary from person
            to person, and every medical aesthetic treatment starts with a consultation.
          </p>
          <p>
            Please send us only accurate details through our forms, and do not use the site to send
            unsolicited messages or to try to disrupt it. Content, artwork and text on this site
            belong to the spa and may not be reused without permission. Questions about these terms
            are welcome at the front desk.
          </p>
        </section>
      </div>
    </main>
  );
}
