/**
 * The fixed line shown on add-ons/specialty rows (SPEC.md 3). In a module of its own because it is
 * all the public pages' browser code needs of the menu rules (the rest runs in loaders), so the
 * staff editors' use of those rules stays out of the public chunks.
 */
export const ADDON_FIXED_LINE = "30 minutes / $75";
