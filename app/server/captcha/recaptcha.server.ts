import { createHash } from "node:crypto";
import { z } from "zod";
import type { CaptchaProvider, CaptchaVerdict } from "./provider.server";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** reCAPTCHA tokens are valid for two minutes (Google's documentation). */
const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** Injected so that tests answer for Google. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

export function createRecaptchaProvider(options: RecaptchaOptions): CaptchaProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  return {
    name: "recaptcha",
    publicConfig: () => ({ provider: "recaptcha", siteKey: options.siteKey }),

    async verify(token: string, remoteIp?: string): Promise<CaptchaVerdict> {
      const body = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) body.set("remoteip", remoteIp);
      let answer: unknown;
      try {
        const response = await doFetch(RECAPTCHA_VERIFY_URL, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
        answer = await response.json();
      } catch {
        return { ok: false, reason: "siteverify unreachable" };
      }
      const parsed = siteverifyAnswer.safeParse(answer);
      if (!parsed.success) return { ok: false, reason: "siteverify answer malformed" };
      if (!parsed.data.success) {
        return { ok: false, reason: `refused: ${(parsed.data["error-codes"] ?? []).join(",")}` };
      }
      return {
        ok: true,
        replayKey: `recaptcha:${createHash("sha256").update(token).digest("hex")}`,
        expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS),
      };
    },
  };
}
