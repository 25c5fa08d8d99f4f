import type { Request, Response } from "express";
import type { z } from "zod/mini";
import { TREATMENT_KEYS, type TreatmentKey } from "~/lib/api/types";
import type { EndpointTable } from "~/lib/api/endpoints";
import type { LeadFormKind as LeadKind } from "~/lib/leads/vocabulary";
import { ENDPOINTS, type EndpointId } from "~/lib/api/table";
import { SALON_ID } from "~/lib/reviews/constants";
import type { Services } from "../services.server";
import { HttpError } from "./http-errors.server";
import { buildOpenApiDocument } from "./openapi.server";
import { acceptResumeUpload } from "./upload.server";

type Table = typeof ENDPOINTS;
/** Endpoints with a handler of their own: all but the lead forms, which the lead service stores. */
export type HandledId = {
  [K in EndpointId]: Table[K] extends { lead: LeadKind } ? never : K;
}[EndpointId];
type Input<E> = E extends { request: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
/** A JSON answer's body. */
type Output<E> = E extends { response: infer S extends z.ZodMiniType } ? z.input<S> : never;

/** One function per endpoint: the validated input in, the answer's body out (status 200). */
export type Handlers = {
  [K in HandledId]: (
    input: Input<Table[K]>,
    req: Request,
    res: Response,
  ) => Promise<Output<Table[K]>>;
};

type TreatmentHandlers = Pick<Handlers, `faq_${TreatmentKey}` | `gallery_${TreatmentKey}`>;

export function createHandlers(services: Services, table: EndpointTable = ENDPOINTS): Handlers {
  const { content, captcha } = services;
  const openApi = buildOpenApiDocument(services.config.SITE_URL, table);
  const treatments = Object.fromEntries(
    TREATMENT_KEYS.flatMap((key) => [
      [`faq_${key}`, () => content.getFaq(key)],
      [`gallery_${key}`, () => content.getGallery(key)],
    ]),
  ) as TreatmentHandlers;

  return {
    async salon() {
      // Built field by field: the site's record also holds the weekly hours table, which the
      // API gives as config_hours' text. config_emailid is the public front desk (the view's).
      const { salon_info, ...rest } = await content.getSalon();
      const { config_hours, config_emailid, config_aboutus } = salon_info.config;
      const config = { config_hours, config_emailid, config_aboutus };
      return { ...rest, salon_info: { ...salon_info, config } };
    },
    menus: () => content.getMenus(),
    async subMenu(_input, req) {
      const raw = String(req.params.menuId).slice(0, 20);
      if (!/^\d{1,9}$/.test(raw)) throw new HttpError(400, "menuId must be a whole number.");
      const items = await content.getSubMenu(Number(raw));
      if (!items) throw new HttpError(404, `No menu with id ${raw}.`);
      return items;
    },
    memberships: () => content.getMemberships(),
    specials: () => content.getSpecials(),
    popups: () => content.getPopups(),
    reviewsSummary: () => content.getReviewsSummary(),
    async reviewsPage(query) {
      if (query.salon_id !== SALON_ID) {
        throw new HttpError(404, `No salon with id ${query.salon_id}.`);
      }
      return content.getReviewsPage(query.offset, query.limit);
    },
    blogPosts: () => content.getBlogPosts(),
    ...treatments,
    async captchaChallenge() {
      if (!("createChallenge" in captcha)) {
        throw new HttpError(404, "This site uses reCAPTCHA; there is no challenge to fetch.");
      }
      const challenge = await captcha.createChallenge();
      if (!challenge.signature) throw new Error("the captcha challenge was not signed");
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
    resumeUpload: (_input, req) => acceptResumeUpload(services, req),
    async funnelEvent(beacon, req) {
      await services.funnel.count(beacon, req.ip ?? "", req.get("user-agent") ?? "");
      return null;
    },
    openApi: async () => openApi,
    twilioMessages: (input) => services.texts.webhooks.messages(input),
    twilioStatus: (input) => services.texts.webhooks.status(input),
    twilioVoice: (input) => services.texts.webhooks.voice(input),
  };
}
