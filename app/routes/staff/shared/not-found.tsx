import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "./guard";

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return data(null, { status: 404 });
}

export default function StaffNotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is no such page in the staff area. <Link to="/staff">Back to the leads</Link>
      </p>
    </section>
  );
}
