import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormattedPhoneField, TextField } from "./Field";

type PersonField = "firstName" | "lastName" | "phone" | "email";

/**
 * The name, phone and e-mail fields every form starts with, in the spec's order. The phone input
 * differs by form: (XXX) XXX-XXXX by default (contact and career forms), or the form's own (the
 * ads forms take digits only).
 */
export function PersonFields({
  field,
  register,
  phone,
  capitalised = false,
}: {
  field: (name: PersonField) => { id: string; error?: string };
  register: (name: PersonField) => UseFormRegisterReturn;
  phone?: ReactNode;
  /** The ads forms label them "First Name" and "Last Name" (SPEC.md 4). */
  capitalised?: boolean;
}) {
  return (
    <>
      <TextField
        label={capitalised ? "First Name" : "First name"}
        required
        autoComplete="given-name"
        {...field("firstName")}
        {...register("firstName")}
      />
      <TextField
        label={capitalised ? "Last Name" : "Last name"}
        required
        autoComplete="family-name"
        {...field("lastName")}
        {...register("lastName")}
      />
      {phone ?? <FormattedPhoneField {...field("phone")} registration={register("phone")} />}
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        {...field("email")}
        {...register("email")}
      />
    </>
  );
}
