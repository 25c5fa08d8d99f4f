import type { UseFormRegisterReturn } from "react-hook-form";
import { useLayoutData } from "~/lib/layout/layout-data";
import {
  consentDisclosureParts,
  PRIVACY_LINK_WORDS,
  TEXT_CONSENT_LABEL,
  TEXT_CONSENT_VERSION,
} from "~/lib/texts/consent";

/**
 * The lead forms' "Text me about my request" box (issue 37): unticked, with the words carriers
 * ask for under it (the spa's name from the layout's salon record, a link to the privacy policy),
 * tied to the box by `aria-describedby`. The form sends it as `sms_consent`; the lead stores the
 * version of these words (`lib/texts/consent.ts`). The label is the 44 px target.
 */
export function TextConsent({
  id,
  registration,
}: {
  id: string;
  registration: UseFormRegisterReturn;
}) {
  const { salon } = useLayoutData();
  const [before, after] = consentDisclosureParts(TEXT_CONSENT_VERSION, salon.name);
  return (
    <div className="field field--wide consent">
      <label className="choice__option" htmlFor={id}>
        <input type="checkbox" id={id} aria-describedby={`${id}-words`} {...registration} />
        {TEXT_CONSENT_LABEL}
      </label>
      <p id={`${id}-words`} className="field__hint">
        {before}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          {PRIVACY_LINK_WORDS}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {after}
      </p>
    </div>
  );
}
