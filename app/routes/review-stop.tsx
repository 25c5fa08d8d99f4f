/**
 * Stop review requests (issue 30, RFC 8058). The e-mail's `List-Unsubscribe` address and its
 * visible link: a mail program's one-click POST (`List-Unsubscribe=One-Click`) stops at once; a
 * person following the link sees this page and stops with its button (a GET never changes
 * anything, so a link scanner cannot stop someone). The stop is kept as a keyed hash of the
 * address, honoured by every later request. Never cached (the token is in the address).
 */
import { data, Form } from "react-router";
import type { Route } from "./+types/review-stop";

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [
  { title: "Stop review requests" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await context.services.reviews.requestOfToken(params.token.slice(0, 64));
  const { salon_info } = await context.services.content.getSalon();
  return data(
    { known: request !== undefined, salonName: salon_info.salon_name },
    { status: request ? 200 : 404, headers: NO_STORE },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  const stopped = await context.services.reviews.stop(params.token.slice(0, 64));
  return data({ stopped }, { status: stopped ? 200 : 404, headers: NO_STORE });
}

export default function ReviewStop({ loaderData, actionData }: Route.ComponentProps) {
  const { known, salonName } = loaderData;
  return (
    <section className="container section review-stop">
      <h1>Stop review requests</h1>
      {actionData?.stopped ? (
        <p role="status">
          Done: {salonName} will not ask you for a review again. Messages about your own requests
          and appointments still reach you.
        </p>
      ) : known && !actionData ? (
        <Form method="post">
          <p>
            {salonName} sends one e-mail after a visit asking for a review, and one reminder. Press
            the button and you will not get them again.
          </p>
          <button type="submit" className="button" name="List-Unsubscribe" value="One-Click">
            Stop review requests
          </button>
        </Form>
      ) : (
        <p>This link is no longer valid. Nothing was changed.</p>
      )}
    </section>
  );
}
