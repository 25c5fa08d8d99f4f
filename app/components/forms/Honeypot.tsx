import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A field people never see or reach; form-filling bots do. The API stores nothing when it is
 * filled, and answers as if it had, so the bot learns nothing.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
