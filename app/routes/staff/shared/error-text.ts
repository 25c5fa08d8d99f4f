/** What went wrong on a staff page, in the staff area's words (403, 404, a short 4xx reason). */
import { isRouteErrorResponse } from "react-router";

export function staffErrorText(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    const said = typeof error.data === "string" && error.data.length < 300 ? error.data : "";
    if (error.status === 403) {
      return { title: "Not allowed", text: said || "Your account may not open this page." };
    }
    if (error.status === 404) {
      return { title: "Page not found", text: said || "There is no such page in the staff area." };
    }
    if (error.status < 500 && said) return { title: "This did not work", text: said };
  }
  return {
    title: "Something went wrong",
    text: "The page could not be shown. Try again in a moment; if it keeps happening, tell the owner.",
  };
}
