/**
 * Staff passwords: Argon2id (@node-rs/argon2, OWASP's parameters: 19 MiB, 2 passes, 1 lane),
 * hashed on libuv's thread pool so a sign-in never holds the event loop; at least 12 characters
 * and not one of the 49,000 most common passwords (zxcvbn's list, server only, loaded by the first
 * password chosen: its 380 KB module costs about 5 MB of resident memory that an app server which
 * never sets a password does not need).
 */
import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_LENGTH_MESSAGE, STAFF_LIMITS } from "~/lib/staff/schemas";

const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package exports a const enum, which verbatimModuleSyntax cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones: choose one nobody would guess";

let commonPasswords: Promise<Set<string>> | undefined;
function loadCommonPasswords() {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"] as string[]),
  );
  return commonPasswords;
}

const isDigitOrSymbol = (code: number) =>
  (code >= 0x20 && code <= 0x40) ||
  (code >= 0x5b && code <= 0x60) ||
  (code >= 0x7b && code <= 0x7e);

/**
 * Why a new password is refused, or undefined. Beyond the list itself: a common password with a
 * few digits or symbols added ("password2026!") and the account's own e-mail are refused too.
 */
export async function passwordProblem(
  password: string,
  email: string,
): Promise<string | undefined> {
  if (password.length > STAFF_LIMITS.passwordMax) {
    return `Must be at most ${STAFF_LIMITS.passwordMax} characters`;
  }
  if (password.length < STAFF_LIMITS.passwordMin) return PASSWORD_LENGTH_MESSAGE;
  const lower = password.toLowerCase();
  let end = lower.length;
  while (end > 0 && lower.length - end < 6 && isDigitOrSymbol(lower.charCodeAt(end - 1))) end--;
  const common = await loadCommonPasswords();
  if (common.has(lower) || common.has(lower.slice(0, end))) return COMMON_PASSWORD_MESSAGE;
  const localPart = email.slice(0, email.indexOf("@"));
  if (lower.includes(email) || (localPart.length >= 4 && lower.startsWith(localPart))) {
    return "The password must not be your e-mail address";
  }
  if (new Set(lower).size < 4) return "Use more different characters";
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified for unknown accounts so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and fails. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
