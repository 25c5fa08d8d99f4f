/** What the browser needs to show the configured captcha (no secrets). */
export type CaptchaPublicConfig =
  { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string };

export function captchaPublicConfig(env: {
  CAPTCHA_PROVIDER: "altcha" | "recaptcha";
  RECAPTCHA_SITE_KEY?: string;
}): CaptchaPublicConfig {
  return env.CAPTCHA_PROVIDER === "recaptcha"
    ? { provider: "recaptcha", siteKey: env.RECAPTCHA_SITE_KEY ?? "" }
    : { provider: "altcha", challengeUrl: "/api/captcha/challenge" };
}
