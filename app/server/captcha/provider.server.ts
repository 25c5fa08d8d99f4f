import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";

export type { CaptchaPublicConfig };

export type CaptchaVerdict =
  | {
      ok: true;
      /** Identifies this solution; stored until `expiresAt` so that it is accepted only once. */
      replayKey: string;
      expiresAt: Date;
    }
  | { ok: false; reason: string };

export interface CaptchaProvider {
  readonly name: CaptchaPublicConfig["provider"];
  publicConfig(): CaptchaPublicConfig;
  /** Checks the token's authenticity and freshness. Replay is checked by the caller, atomically with the write. */
  verify(token: string, remoteIp?: string): Promise<CaptchaVerdict>;
}

/** The visitor-facing message for any captcha failure; the reason goes to the logs only. */
export const CAPTCHA_FAILED_MESSAGE =
  "The captcha could not be verified or has already been used. Please solve it again.";
