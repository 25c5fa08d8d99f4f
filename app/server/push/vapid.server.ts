/**
 * The site's VAPID identity (RFC 8292) for Web Push: one P-256 key pair, generated on first use and
 * kept in `app_secret` like the captcha key, so every app server signs with the same key and a
 * device's subscription (made with the public key) keeps working across restarts and servers.
 */
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { appSecret } from "../db/schema.server";

const NAME = "vapid_keys";

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our messages: SITE_URL over https, else MAIL_FROM. */
  subject: string;
}

function parseKeys(value: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const parsed = JSON.parse(value) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof parsed.publicKey === "string" && typeof parsed.privateKey === "string") {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    }
  } catch {
    // Not ours: refused below.
  }
  return undefined;
}

/** The address from MAIL_FROM ("Spa website <no-reply@example.com>" -> no-reply@example.com). */
function mailAddress(from: string): string {
  const open = from.lastIndexOf("<");
  const close = from.lastIndexOf(">");
  return open >= 0 && close > open ? from.slice(open + 1, close) : from.trim();
}

export function vapidSubject(config: Pick<Config, "SITE_URL" | "MAIL_FROM">): string {
  if (config.SITE_URL.startsWith("https://")) return new URL(config.SITE_URL).origin;
  return `mailto:${mailAddress(config.MAIL_FROM)}`;
}

/** The stored key pair, made and stored once (the first server to insert wins; all read it). */
export async function resolveVapid(
  db: Database,
  config: Pick<Config, "SITE_URL" | "MAIL_FROM">,
): Promise<Vapid> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSecret)
    .values({ name: NAME, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.name, NAME));
  const keys = row ? parseKeys(row.value) : undefined;
  if (!keys) throw new Error(`secret ${NAME} could not be stored or read`);
  return { ...keys, subject: vapidSubject(config) };
}
