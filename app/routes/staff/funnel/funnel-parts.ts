/**
 * Where each form lives on the owners' ads page (the id of its part): a save lands back there,
 * with its notice, instead of at the top of a long page (issue 29). Read by the action's redirect
 * and by the page, so in a module both may import.
 */
export const PARTS = {
  spend: "spend",
  conversion: "booking-value",
  file: "google-ads-file",
} as const;
