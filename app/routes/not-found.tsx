import { data } from "react-router";
import { NotFound } from "~/components/NotFound";

export function loader() {
  // Unknown paths must answer HTTP 404, not a 200 page that merely says so.
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
