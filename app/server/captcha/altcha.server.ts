import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { CaptchaProvider, CaptchaVerdict } from "./provider.server";

export interface AltchaOptions {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution counter is drawn below this; the visitor's browser tries on average half of it. */
  maxNumber: number;
  expiresInSeconds: number;
  now?: () => Date;
}

const ALGORITHM = "PBKDF2/SHA-256";

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({ nonce: z.string().min(1), algorithm: z.literal(ALGORITHM) }).loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative() }).loose(),
});

/** Self-hosted proof-of-work captcha: no third party, works offline, solvable by e2e tests. */
export function createAltchaProvider(options: AltchaOptions): CaptchaProvider & {
  createChallenge(): Promise<Challenge>;
} {
  const now = options.now ?? (() => new Date());
  // The key-signature secret lets verification skip re-deriving the key: cheap for the server.
  const hmacKeySignatureSecret = `${options.hmacKey}:key`;

  return {
    name: "altcha",
    publicConfig: () => ({ provider: "altcha", challengeUrl: "/api/captcha/challenge" }),

    createChallenge() {
      const expiresAt = new Date(now().getTime() + options.expiresInSeconds * 1000);
      return createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(Math.floor(options.maxNumber / 10), options.maxNumber),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret,
      });
    },

    async verify(token: string): Promise<CaptchaVerdict> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
      } catch {
        return { ok: false, reason: "payload is not base64 JSON" };
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return { ok: false, reason: "payload has the wrong shape" };
      const payload = decoded as Payload;
      const expiresAtSeconds = payload.challenge.parameters.expiresAt;
      if (typeof expiresAtSeconds !== "number") {
        return { ok: false, reason: "challenge carries no expiry" };
      }
      if (expiresAtSeconds * 1000 < now().getTime())
        return { ok: false, reason: "challenge expired" };
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
          hmacKeySignatureSecret,
        });
        if (!result.verified) {
          return {
            ok: false,
            reason: result.expired ? "challenge expired" : "solution not verified",
          };
        }
      } catch {
        return { ok: false, reason: "solution could not be checked" };
      }
      return {
        ok: true,
        replayKey: `altcha:${payload.challenge.parameters.nonce}`,
        expiresAt: new Date(expiresAtSeconds * 1000),
      };
    },
  };
}
