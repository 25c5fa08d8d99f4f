/**
 * THE endpoint table: the public entries (`endpoints.ts`) and the staff area's
 * (`staff-endpoints.ts`). The server (router, handlers, OpenAPI) and the tests read it whole;
 * browser code imports single entries from the two files instead, so that no public page's
 * bundle holds a staff entry (a test reads the public pages' scripts for that).
 */
import { PUBLIC_ENDPOINTS } from "./endpoints";
import { STAFF_ENDPOINTS } from "./staff-endpoints";

export const ENDPOINTS = { ...PUBLIC_ENDPOINTS, ...STAFF_ENDPOINTS };
export type EndpointId = keyof typeof ENDPOINTS;
