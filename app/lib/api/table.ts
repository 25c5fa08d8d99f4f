/**
 * THE endpoint table: the public entries (`endpoints.ts`) and Twilio's webhooks
 * (`twilio-endpoints.ts`). The server (router, handlers, OpenAPI)
 * and the tests read it whole. The staff area has no JSON API: its changes are route actions
 * (decisions 0020, 0036).
 */
import { PUBLIC_ENDPOINTS } from "./endpoints";
import { TWILIO_ENDPOINTS } from "./twilio-endpoints";

export const ENDPOINTS = { ...PUBLIC_ENDPOINTS, ...TWILIO_ENDPOINTS };
export type EndpointId = keyof typeof ENDPOINTS;
