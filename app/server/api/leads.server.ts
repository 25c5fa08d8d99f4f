import type { Request, Response } from "express";
import type { Endpoint, LeadInputs } from "~/lib/api/endpoints";
import type { LeadFormKind as LeadKind } from "~/lib/leads/vocabulary";
import { CAPTCHA_FAILED_MESSAGE } from "../captcha/index.server";
import {
  CaptchaReplayError,
  UnknownUploadError,
  UploadAlreadyUsedError,
  type AcceptedCaptcha,
} from "../leads/service.server";
import type { Services } from "../services.server";
import { HttpError, SUCCESS_MESSAGE, VALIDATION_MESSAGE } from "./http-errors.server";
import { parseInput } from "./input.server";

/** The page the visitor was on: the form says so, or the browser's same-site Referer does. */
export function sourcePageOf(req: Request, declared: string | undefined): string {
  if (declared) return declared;
  const referer = req.get("referer");
  if (!referer) return "";
  try {
    const url = new URL(referer);
    return url.host === req.get("host") ? url.pathname : "";
  } catch {
    return "";
  }
}

async function acceptCaptcha(
  services: Services,
  req: Request,
  token: string,
): Promise<AcceptedCaptcha> {
  const verdict = await services.captcha.verify(token, req.ip);
  if (!verdict.ok) {
    services.logger.info({ reason: verdict.reason, path: req.path }, "captcha refused");
    throw new HttpError(400, CAPTCHA_FAILED_MESSAGE, { captcha: CAPTCHA_FAILED_MESSAGE });
  }
  return verdict;
}

/**
 * The forms carry a hidden "website" field that people never see. A filled one is a bot: answer
 * exactly as for a stored lead, store nothing, and do not spend a captcha solution.
 */
function caughtByHoneypot(services: Services, req: Request, res: Response): boolean {
  const trap = (req.body as { website?: unknown } | undefined)?.website;
  if (typeof trap !== "string" || trap.trim() === "") return false;
  services.logger.info({ path: req.path }, "honeypot filled: submission dropped");
  res.status(200).json({ message: SUCCESS_MESSAGE });
  return true;
}

type Save<K extends LeadKind> = (
  services: Services,
  input: LeadInputs[K],
  captcha: AcceptedCaptcha,
  sourcePage: string,
) => Promise<unknown>;

/** How each kind of lead is stored. */
const SAVE: { [K in LeadKind]: Save<K> } = {
  contact: (s, input, captcha, page) => s.leads.saveContact(input, captcha, page),
  career: (s, input, captcha, page) => s.leads.saveCareer(input, captcha, page),
  treatment: (s, input, captcha, page) => s.leads.saveLead("treatment", input, captcha, page),
  consultation: (s, input, captcha, page) => s.leads.saveLead("consultation", input, captcha, page),
  consultation_ipl: (s, input, captcha, page) =>
    s.leads.saveLead("consultation_ipl", input, captcha, page),
};

function saveAs<K extends LeadKind>(
  kind: K,
  services: Services,
  input: LeadInputs[K],
  captcha: AcceptedCaptcha,
  sourcePage: string,
) {
  return (SAVE[kind] as Save<K>)(services, input, captcha, sourcePage);
}

/**
 * Any lead form's endpoint: honeypot, validation with the endpoint's schema, captcha, then one
 * transaction that spends the captcha and stores the lead; the answer comes after the commit.
 */
export async function handleLeadPost(
  services: Services,
  endpoint: Endpoint & { lead: LeadKind; request: NonNullable<Endpoint["request"]> },
  req: Request,
  res: Response,
) {
  if (caughtByHoneypot(services, req, res)) return;
  // The table's `leadEndpoint` ties each request schema to what its kind stores, so the parsed
  // input is that kind's input; the generic loop over the table cannot carry that link itself.
  const input = parseInput(endpoint.request, req.body) as LeadInputs[LeadKind];
  const accepted = await acceptCaptcha(services, req, input.captcha);
  try {
    await saveAs(
      endpoint.lead,
      services,
      input as LeadInputs[typeof endpoint.lead],
      accepted,
      sourcePageOf(req, input.source_page),
    );
  } catch (error) {
    if (error instanceof CaptchaReplayError) {
      throw new HttpError(400, CAPTCHA_FAILED_MESSAGE, { captcha: CAPTCHA_FAILED_MESSAGE });
    }
    if (error instanceof UnknownUploadError) {
      throw new HttpError(400, VALIDATION_MESSAGE, { url: "Please upload a resume file" });
    }
    if (error instanceof UploadAlreadyUsedError) {
      throw new HttpError(400, VALIDATION_MESSAGE, {
        url: "This resume was already sent with an application: please upload it again.",
      });
    }
    throw error;
  }
  res.status(200).json({ message: SUCCESS_MESSAGE });
}
