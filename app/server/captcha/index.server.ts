import type { Config } from "../config.server";
import { createAltchaProvider } from "./altcha.server";
import type { CaptchaProvider } from "./provider.server";
import { createRecaptchaProvider } from "./recaptcha.server";

export type { CaptchaProvider, CaptchaVerdict, CaptchaPublicConfig } from "./provider.server";
export { CAPTCHA_FAILED_MESSAGE } from "./provider.server";

export type AltchaProvider = ReturnType<typeof createAltchaProvider>;

/** `altchaKey`: ALTCHA_HMAC_KEY, or the generated secret stored in the database. */
export function createCaptchaProvider(
  config: Config,
  altchaKey: string,
): CaptchaProvider | AltchaProvider {
  if (config.CAPTCHA_PROVIDER === "recaptcha") {
    // loadConfig guarantees both keys when the provider is recaptcha.
    return createRecaptchaProvider({
      siteKey: config.RECAPTCHA_SITE_KEY ?? "",
      secretKey: config.RECAPTCHA_SECRET_KEY ?? "",
    });
  }
  return createAltchaProvider({
    hmacKey: altchaKey,
    cost: config.ALTCHA_COST,
    maxNumber: config.ALTCHA_MAX_NUMBER,
    expiresInSeconds: config.CAPTCHA_EXPIRES_SECONDS,
  });
}
