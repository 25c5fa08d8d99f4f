/**
 * Staff posts kept across an ended session (decision 0045). The fields and their page are sealed
 * with AES-256-GCM under a random key that only the posting browser holds (its `staff_kept`
 * cookie, beside the row's id): the table alone reads as noise, and a row is bound (as the
 * cipher's associated data) to its id and the member of the ended session. Rows live
 * `KEPT_HOURS`, are purged when sent on, and expired ones go whenever one is kept.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import {
  KEPT_HOURS,
  keptCookieValue,
  mayReplay,
  parseKeptCookie,
  type KeptFields,
} from "~/lib/staff/kept-form";
import type { Database } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { cookieValue } from "./http.server";

const COOKIE = "staff_kept";
/** Over HTTPS the `__Secure-` prefix (Path=/staff rules out `__Host-`). */
const SECURE_COOKIE = `__Secure-${COOKIE}`;
const cookieName = (secure: boolean) => (secure ? SECURE_COOKIE : COOKIE);
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeptPost {
  /** Where it was going (the page's address, `keptTarget`). */
  target: string;
  fields: KeptFields;
}

const associated = (id: string, userId: string | null) => Buffer.from(`${id}\n${userId ?? ""}`);

function seal(post: KeptPost, key: Buffer, id: string, userId: string | null): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(associated(id, userId));
  const body = Buffer.concat([cipher.update(JSON.stringify(post), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(
  sealed: Buffer,
  key: Buffer,
  id: string,
  userId: string | null,
): KeptPost | undefined {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(associated(id, userId));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    return JSON.parse(text) as KeptPost;
  } catch {
    // Another key or an altered row: nothing to send on.
    return undefined;
  }
}

/** The `staff_kept` cookie's value in a Cookie header (the name this scheme uses). */
export function keptCookieIn(header: string | null, secure: boolean) {
  return parseKeptCookie(cookieValue(header, cookieName(secure)));
}

/** The cookie holding a kept post's id and key, or (no value) the one clearing it. */
export function keptCookie(secure: boolean, value?: { id: string; key: string }) {
  const life = value ? `Max-Age=${KEPT_HOURS * 3600}` : "Max-Age=0";
  const text = value ? keptCookieValue(value.id, value.key) : "";
  return `${cookieName(secure)}=${text}; Path=/staff; ${life}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function createKeptForms(db: Database) {
  /** The row and what it holds, for `member`; undefined when it is gone, expired or not hers. */
  async function read(cookie: { id: string; key: string }, member: string) {
    const [row] = await db
      .select()
      .from(t.staffKeptForm)
      .where(eq(t.staffKeptForm.id, cookie.id))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= Date.now() || !mayReplay(row.userId, member)) {
      return undefined;
    }
    return open(row.sealed, Buffer.from(cookie.key, "base64url"), row.id, row.userId);
  }

  return {
    /**
     * Keeps a post for `userId` (null: the ended session's member is not known) in place of the
     * browser's earlier one (`previous`); the id and key for the cookie.
     */
    async keep(post: KeptPost, userId: string | null, previous?: { id: string }) {
      const key = randomBytes(32);
      const id = crypto.randomUUID();
      await db.transaction(async (tx) => {
        if (previous) await tx.delete(t.staffKeptForm).where(eq(t.staffKeptForm.id, previous.id));
        await tx.delete(t.staffKeptForm).where(lt(t.staffKeptForm.expiresAt, new Date()));
        await tx.insert(t.staffKeptForm).values({
          id,
          userId,
          sealed: seal(post, key, id, userId),
          expiresAt: new Date(Date.now() + KEPT_HOURS * 3_600_000),
        });
      });
      return { id, key: key.toString("base64url") };
    },

    read,

    async drop(id: string) {
      await db.delete(t.staffKeptForm).where(eq(t.staffKeptForm.id, id));
    },
  };
}

export type KeptForms = ReturnType<typeof createKeptForms>;
