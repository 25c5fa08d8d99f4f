import type { ApiResult } from "./client";

/**
 * What a form says when the spa's website cannot be reached. Used by the API client and by the
 * forms when their engine cannot be loaded; kept apart from the client so that the page's own
 * code can name it without downloading the client (decision 0010).
 */
export const NETWORK_ERROR_MESSAGE =
  "We could not reach the spa's website. Please check your connection and try again; what you typed is still here.";

/** The failed result of a request that never got an answer, or whose code could not be loaded. */
export const networkFailure = (): Extract<ApiResult<never>, { ok: false }> => ({
  ok: false,
  status: null,
  message: NETWORK_ERROR_MESSAGE,
  errors: {},
});
