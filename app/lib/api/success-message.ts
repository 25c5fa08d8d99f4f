/**
 * The API's answer when it has stored a form (SPEC.md 7); a lead form acts on no other answer
 * (SPEC.md 4). A module of its own so that only the lead forms' code carries it to the browser.
 */
export const SUCCESS_MESSAGE = "Successfully inserted.";
