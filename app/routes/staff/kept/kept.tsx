/**
 * `/staff/kept`: where she lands after signing in again when her post had found the session
 * ended (decision 0045). One button sends what she typed, with this session's token, to the page
 * it was meant for, through the same guard and action as any post; a plain form, so it works
 * without JavaScript. Nothing kept, or kept for another member: it says so and offers nothing.
 */
import { Link } from "react-router";
import type { Route } from "./+types/kept";
import { staffMeta } from "~/routes/staff/shared/meta";
import { KEPT_HEADING, KEPT_HOURS } from "~/lib/staff/kept-form";
import { TokenField } from "~/routes/staff/shared/form-kit";
import { keptData } from "./kept.server";

export const meta: Route.MetaFunction = () => staffMeta("Not saved yet | Staff | Day Spa");

export const loader = ({ context, request }: Route.LoaderArgs) => keptData(context, request);

export default function Kept({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <section aria-labelledby="kept-heading">
        <h1 id="kept-heading">Nothing is waiting to be saved</h1>
        <p>
          There is no unsaved form on this phone for your account (one is kept for {KEPT_HOURS}{" "}
          hours). <Link to="/staff">Back to the leads</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="kept-heading">
      <h1 id="kept-heading">{KEPT_HEADING}</h1>
      <p>
        What you typed was kept on this phone while you signed in again. Tap the button to save it
        as you meant to.
      </p>
      <form method="post" action={post.target}>
        <TokenField />
        {post.fields.map(([name, value], index) => (
          <input key={index} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          Save it now
        </button>
      </form>
      <p>
        <Link to={post.target.split("?")[0] ?? "/staff"}>Leave it and go back to the page</Link>
      </p>
    </section>
  );
}
