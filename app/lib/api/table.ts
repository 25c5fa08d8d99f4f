/**
 * THE endpoint table: the public entries (`endpoints.ts`). The server (router, handlers, OpenAPI)
 * and the tests read it whole. The staff area has no JSON API: its changes are route actions
 * (decisions 0020, 0036).
 */
import { PUBLIC_ENDPOINTS } from "./endpoints";

export const ENDPOINTS = PUBLIC_ENDPOINTS;
export type EndpointId = keyof typeof ENDPOINTS;
