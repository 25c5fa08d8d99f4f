/**
 * What the staff forms use of the public forms, through this one module. The bundler groups
 * modules by the set of pages that import them; if staff pages imported `Field` or the form hook's
 * helpers one by one, those modules would leave the chunk the public form pages download and
 * cost those pages an extra file each. Importing them all together (the lazy form hook, the person
 * fields and the form's end too: the rest of that chunk) keeps the public chunk as it is.
 */
import "~/components/forms/FormEnd";
import "~/components/forms/PersonFields";
import "~/components/forms/use-lazy-api-form";

export { TextAreaField, TextField } from "~/components/forms/Field";
