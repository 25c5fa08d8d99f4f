/** The access log's actions and words, from the one staff event vocabulary (events.ts). */
export { ACCESS_ACTIONS, ACCESS_ACTION_LABELS, type AccessAction } from "./events";
