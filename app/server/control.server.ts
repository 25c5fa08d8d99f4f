/**
 * The operator's channel to a running server that owns an embedded database folder: an HTTP API on
 * a Unix socket inside DATA_DIR, reachable only by the folder's owner (mode 0600). The staff
 * commands use it, because opening the folder from a second process would silently lose writes.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import express from "express";
import { z } from "zod";
import type { Services } from "./services.server";
import { exportContent, importContent } from "./content/store.server";
import { readContentDir } from "./content/files.server";
import { LEAD_STORES } from "~/lib/leads/vocabulary";
import { exportLeads } from "./leads/export.server";
import { readResume } from "./leads/uploads.server";
import { retryFailedMail } from "./mail/outbox.server";
import { AccountError } from "./staff/accounts/accounts.server";
import { operatorCommandSchema, runOperatorCommand } from "./staff/accounts/operator.server";

export const CONTROL_SOCKET = "control.sock";

export const leadQuerySchema = z.object({
  type: z.enum(LEAD_STORES).optional(),
  since: z.iso
    .date()
    .transform((day) => new Date(`${day}T00:00:00Z`))
    .optional(),
});

export function controlSocketPath(dataDir: string) {
  return path.join(dataDir, CONTROL_SOCKET);
}

export function createControlApp(services: Services) {
  const { database, content } = services;
  const app = express();
  app.use(express.json({ limit: "1mb" }));

  app.get("/ping", (_req, res) => {
    res.json({ status: "ok" });
  });

  app.get("/leads", async (req, res) => {
    const query = leadQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ message: query.error.issues.map((i) => i.message).join("; ") });
      return;
    }
    res.json(await exportLeads(database.db, query.data));
  });

  app.get("/resumes/:id", async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    const file = id.success ? await readResume(database.db, id.data) : null;
    if (!file) {
      res.status(404).json({ message: `No resume with id ${req.params.id}.` });
      return;
    }
    res.set("Content-Type", file.contentType);
    res.set("X-File-Name", encodeURIComponent(file.originalName));
    res.send(file.content);
  });

  app.post("/mail/retry", async (_req, res) => {
    const retried = await retryFailedMail(database.db);
    // Wake this server's worker so the e-mails leave now rather than at the next poll.
    if (retried > 0) services.outbox.signal.notify();
    res.json({ retried, mailEnabled: services.mail !== undefined });
  });

  app.post("/staff", async (req, res) => {
    const command = operatorCommandSchema.safeParse(req.body);
    if (!command.success) {
      res.status(400).json({ message: command.error.issues.map((i) => i.message).join("; ") });
      return;
    }
    try {
      const lines = await runOperatorCommand(
        {
          db: database.db,
          accounts: services.staff.accounts,
          secondFactors: services.staff.secondFactors,
          siteUrl: services.config.SITE_URL,
          mailLink: (to, url) => services.staff.mailLink(to, url),
        },
        command.data,
      );
      res.json({ lines });
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      res.status(error.status).json({ message: error.message });
    }
  });

  app.get("/content", async (_req, res) => {
    res.json(await exportContent(database.db));
  });

  app.post("/content/import", async (req, res) => {
    const dir = z.object({ dir: z.string().min(1) }).safeParse(req.body);
    if (!dir.success) {
      res.status(400).json({ message: "Give the content folder as {dir}." });
      return;
    }
    await importContent(database.db, await readContentDir(dir.data.dir));
    content.clearCache();
    res.json({ message: "Content imported." });
  });

  app.use(
    (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ message: error instanceof Error ? error.message : String(error) });
    },
  );
  return app;
}

/** Listens on DATA_DIR/control.sock; the caller holds the folder lock, so a leftover socket is stale. */
export async function startControlServer(
  services: Services,
  dataDir: string,
): Promise<http.Server> {
  const socketPath = controlSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer(createControlApp(services));
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(previousMask);
  }
  fs.chmodSync(socketPath, 0o600);
  return server;
}
