import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { ContactForm } from "./forms/ContactForm";

/** The contact form where the main layout shows one: full on /contact-us, short elsewhere. */
export function ContactFormSection({ variant }: { variant: "short" | "full" }) {
  const { captcha, salon } = useMainLayoutData();
  return (
    <ContactForm
      captchaConfig={captcha}
      spaName={salon.name}
      withSubjectAndMessage={variant === "full"}
    />
  );
}
