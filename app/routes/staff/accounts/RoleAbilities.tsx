import { ROLE_NAMES, roleAbilities, type StaffRights } from "~/lib/staff/roles";
import { STAFF_ROLES } from "~/lib/staff/schemas";

/**
 * What each role can see and do, in plain words, under the owners' current switches (issue 35,
 * item 12): the owner knows what a staff member's account opens before she adds one.
 */
export function RoleAbilities({ rights }: { rights: StaffRights }) {
  const abilities = roleAbilities(rights);
  return (
    <section aria-labelledby="roles-heading" className="staff-roles">
      <h2 id="roles-heading">What each role can do</h2>
      {STAFF_ROLES.map((role) => (
        <div key={role}>
          <h3>{ROLE_NAMES[role]}</h3>
          <ul>
            {abilities[role].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
