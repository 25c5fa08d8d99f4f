/**
 * The staff's content editing (decision 0012): one shared draft of the whole content, saved a
 * record at a time with a check that nobody changed that record meanwhile; publishing writes the
 * draft as the live content and keeps it whole as a new version; any record can be brought back
 * from an earlier version into the draft (decision 0024). Every write of live content goes through `publishContent`, so every app
 * server drops its cached content at the commit.
 */
import { createHash } from "node:crypto";
import { desc, eq, lt, sql } from "drizzle-orm";
import { VALIDATION_MESSAGE } from "../api/http-errors.server";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import { contentVersion } from "./changes.server";
import {
  getRecord,
  recordPathText,
  recordSchema,
  setRecord,
  type ContentPart,
  type RecordPath,
} from "~/lib/content/records";
import { fieldErrors } from "~/lib/forms/schemas";
import { draftChanges } from "~/routes/staff/content/draft-changes";
import { z } from "zod/mini";
import { contentSchema, type Content } from "./files.server";
import { uploadedImageCopies } from "./image-sizes.server";
import { exportContent, publishContent } from "./store.server";

export class EditorError extends Error {
  override name = "EditorError";
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    /** Field errors for a 400, keyed by the field's path inside the record. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A stable fingerprint of a record as a staff member loaded it (key order does not matter). */
/**
 * A record as the editors see and fingerprint it: the salon record without `config_emailid`,
 * which only the owners' setting changes (decision 0017); any other record as it is.
 */
function editorView(path: RecordPath, value: unknown): unknown {
  const salon = withContentEmail(path, value, "");
  if (salon === value) return value;
  const { config_emailid: _ownersOnly, ...config } = (salon as SalonShape).salon_info.config;
  const { salon_info: info } = salon as SalonShape;
  return { ...(salon as object), salon_info: { ...info, config } };
}

/** The fingerprint an editor page loads a record with (`record`), and a save answers with. */
export function editorFingerprint(path: RecordPath, value: unknown): string {
  return fingerprint(editorView(path, value));
}

interface SalonShape {
  salon_info: { config: Record<string, unknown> } & Record<string, unknown>;
}

/** A salon record with `config_emailid` set to `email`; any other value as it is. */
function withContentEmail<Value>(path: RecordPath, value: Value, email: string): Value {
  if (path.part !== "salon" || !value || typeof value !== "object") return value;
  const info = (value as { salon_info?: unknown }).salon_info;
  if (!info || typeof info !== "object") return value;
  const config = (info as { config?: unknown }).config;
  if (!config || typeof config !== "object") return value;
  return {
    ...value,
    salon_info: { ...info, config: { ...config, config_emailid: email } },
  } as Value;
}

export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((key) => [key, canonical((v as Record<string, unknown>)[key])]),
          )
        : v;
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex")
    .slice(0, 32);
}

/**
 * Parts added after versions were first kept: a release or a draft stored before one of them has
 * none. Such a snapshot is not "no FAQs": a draft takes the part from the live content (publishing
 * it must not wipe the part), and a release simply lacks the record, so its history starts where
 * the part does and restoring another record (which takes everything else from the live content)
 * never touches it.
 */
const LATER_PARTS = ["landingFaqs"] as const satisfies readonly ContentPart[];

/** A release as stored: whole content, except for parts it predates. */
const releaseSchema = z.partial(contentSchema, { landingFaqs: true });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A stored draft as content, with any part it predates taken from the live content. */
async function draftContent(tx: Database | Transaction, stored: unknown): Promise<Content> {
  const missing = LATER_PARTS.filter((part) => !isObject(stored) || !(part in stored));
  if (missing.length === 0 || !isObject(stored)) return contentSchema.parse(stored);
  const live = await exportContent(tx as Database);
  return contentSchema.parse({
    ...stored,
    ...Object.fromEntries(missing.map((part) => [part, live[part]])),
  });
}

export interface Draft {
  content: Content;
  /** 0 when there is no draft: the content shown is the live one. */
  revision: number;
  baseVersion: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The draft's next revision, written over the one row (inside the caller's locked transaction). */
async function writeDraft(
  tx: Database | Transaction,
  current: Pick<Draft, "revision" | "baseVersion">,
  content: Content,
  actorId: string | null,
) {
  const row = {
    content,
    revision: current.revision + 1,
    baseVersion: current.baseVersion,
    updatedAt: new Date(),
    updatedBy: actorId,
  };
  await tx
    .insert(t.contentDraft)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: t.contentDraft.id, set: row });
  return row;
}

async function readDraft(tx: Database | Transaction, lock: boolean): Promise<Draft> {
  const query = tx.select().from(t.contentDraft).where(eq(t.contentDraft.id, 1));
  const [row] = lock ? await query.for("update") : await query;
  if (row) {
    return {
      content: await draftContent(tx, row.content),
      revision: row.revision,
      baseVersion: row.baseVersion,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    };
  }
  return {
    content: await exportContent(tx as Database),
    revision: 0,
    baseVersion: await contentVersion(tx as Database),
    updatedAt: null,
    updatedBy: null,
  };
}

export function createContentEditor(db: Database) {
  return {
    /** The uploaded images' copies, for a preview's `srcset` (content/image-sizes.server.ts). */
    imageCopies: (srcs: readonly string[]) => uploadedImageCopies(db, srcs),

    /** The draft, or the live content when nobody has changed anything yet. */
    draft: () => readDraft(db, false),

    /**
     * What the draft changes against the live content, record by record, in the owner's words
     * (routes/staff/content/draft-changes.ts); empty without a draft. Both read in one
     * transaction.
     */
    async changes() {
      return db.transaction(async (tx) => {
        const draft = await readDraft(tx, false);
        if (draft.revision === 0) return { draft, changes: [] };
        const live = await exportContent(tx as Database);
        return { draft, changes: draftChanges(live, draft.content) };
      });
    },

    /**
     * One record of the draft for an editor form: its value (null for a new array entry) and
     * the fingerprint the form sends back as `seen` when it saves.
     */
    async record(path: RecordPath) {
      const draft = await readDraft(db, false);
      const value = editorView(path, getRecord(draft.content, path) ?? null);
      return { value, seen: fingerprint(value), revision: draft.revision };
    },

    ...draftWrites(db),
    ...releaseHistory(db),
  };
}

/** Writes to the one shared draft: a record saved, the draft dropped or published. */
function draftWrites(db: Database) {
  return {
    /**
     * Saves one record of the draft. `seen` is the fingerprint of the record as the staff member
     * loaded it: if someone saved that record since, nothing is written (409), so two people
     * editing one record never silently overwrite each other; other records may change freely.
     */
    async saveRecord(
      path: RecordPath,
      seen: string,
      value: unknown,
      actorId: string,
    ): Promise<Draft> {
      const checked = z.safeParse(recordSchema(path), withContentEmail(path, value, ""));
      if (!checked.success) {
        throw new EditorError(VALIDATION_MESSAGE, 400, fieldErrors(checked.error));
      }
      return db.transaction(async (tx) => {
        // Serialises saves: the first save creates the row the others then lock.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_draft'))`);
        const current = await readDraft(tx, true);
        // `seen` is the fingerprint of the record as the editor showed it (editorView), or of
        // the whole record, as API clients that read it from an export compute it.
        const stored = getRecord(current.content, path) ?? null;
        if (seen !== fingerprint(editorView(path, stored)) && seen !== fingerprint(stored)) {
          throw new EditorError(
            "Someone else saved this part of the site meanwhile. Reload to see their change, then make yours again.",
            409,
          );
        }
        // The content's config_emailid is the owners' first notification address (decision
        // 0017): an editor's save keeps whatever the draft holds.
        const kept = withContentEmail(
          path,
          checked.data,
          current.content.salon.salon_info.config.config_emailid,
        );
        const changed = setRecord(current.content, path, kept);
        const next = changed && contentSchema.safeParse(changed);
        if (!next?.success) {
          throw new EditorError(`There is no ${recordPathText(path)} to save.`, 404);
        }
        const row = await writeDraft(tx, current, next.data, actorId);
        return { ...row, content: next.data };
      });
    },

    /** Drops the draft: the editor shows the live content again. */
    async discard() {
      await db.delete(t.contentDraft).where(eq(t.contentDraft.id, 1));
    },

    /** Makes the draft live on every app server and keeps it as a new version. */
    async publish(actorId: string, summary: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_draft'))`);
        const draft = await readDraft(tx, true);
        if (draft.revision === 0) throw new EditorError("There are no changes to publish.", 409);
        const version = await publishContent(tx, draft.content, { publishedBy: actorId, summary });
        await tx.delete(t.contentDraft).where(eq(t.contentDraft.id, 1));
        return version;
      });
    },
  };
}

/** The published versions: their list, one record's history, and a record brought back. */
function releaseHistory(db: Database) {
  return {
    /**
     * The published versions, newest first, with who published them; `before` pages back through
     * the older ones (versions below it).
     */
    async releases(limit = 50, before?: number) {
      return db
        .select({
          version: t.contentRelease.version,
          publishedAt: t.contentRelease.publishedAt,
          summary: t.contentRelease.summary,
          by: t.staffUser.email,
        })
        .from(t.contentRelease)
        .leftJoin(t.staffUser, eq(t.staffUser.id, t.contentRelease.publishedBy))
        .where(before === undefined ? undefined : lt(t.contentRelease.version, before))
        .orderBy(desc(t.contentRelease.version))
        .limit(limit);
    },

    /** The versions in which one record changed, newest first (the record's history). */
    async history(path: RecordPath, limit = 50) {
      const rows = await db
        .select({
          version: t.contentRelease.version,
          publishedAt: t.contentRelease.publishedAt,
          summary: t.contentRelease.summary,
          content: t.contentRelease.content,
          by: t.staffUser.email,
        })
        .from(t.contentRelease)
        .leftJoin(t.staffUser, eq(t.staffUser.id, t.contentRelease.publishedBy))
        .orderBy(desc(t.contentRelease.version))
        .limit(limit);
      const changes = [];
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        // Versions older than the record's part (LATER_PARTS) have nothing to show or restore.
        if (!isObject(row.content) || !(path.part in row.content)) continue;
        const older = rows[i + 1];
        const value = getRecord(row.content as Content, path) ?? null;
        const before = older ? (getRecord(older.content as Content, path) ?? null) : undefined;
        if (!older || fingerprint(value) !== fingerprint(before)) {
          changes.push({
            version: row.version,
            publishedAt: row.publishedAt,
            summary: row.summary,
            by: row.by,
          });
        }
      }
      return changes;
    },

    /**
     * Puts one record, as it was in `version`, into the draft (decision 0024): nothing goes live
     * until the draft is published, so a restore is previewed and published like any other
     * change, and discarding the draft undoes it. Without a draft, one is started from the live
     * content. The salon record keeps the draft's `config_emailid` (the owners' setting, decision
     * 0017). Returns the draft's new revision.
     */
    async restore(path: RecordPath, version: number, actorId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_draft'))`);
        const [release] = await tx
          .select({ content: t.contentRelease.content })
          .from(t.contentRelease)
          .where(eq(t.contentRelease.version, version));
        if (!release) throw new EditorError(`There is no version ${version}.`, 404);
        const old = getRecord(releaseSchema.parse(release.content) as Content, path);
        if (old === undefined) {
          throw new EditorError(`Version ${version} has no ${recordPathText(path)}.`, 404);
        }
        const current = await readDraft(tx, true);
        const email = current.content.salon.salon_info.config.config_emailid;
        const content = setRecord(current.content, path, withContentEmail(path, old, email));
        if (!content) throw new EditorError(`There is no ${recordPathText(path)} to restore.`, 404);
        return (await writeDraft(tx, current, content, actorId)).revision;
      });
    },
  };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
