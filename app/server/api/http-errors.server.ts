/** An error whose status and message are safe to show to the API client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const VALIDATION_MESSAGE = "Please correct the highlighted fields.";
export const SUCCESS_MESSAGE = "Successfully inserted.";
export const UNAVAILABLE_MESSAGE =
  "We could not save your request just now. Please try again in a minute, or call us.";
