/**
 * Staff command: export leads (the staff inbox's columns: leads/export.server.ts), save an
 * applicant's resume, or send failed lead e-mails again.
 *   npm run leads -- export [--format csv|json] [--type contact|career|lead] [--since YYYY-MM-DD]
 *   npm run leads -- resume ID --out FILE
 *   npm run leads -- retry-mail
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { LEAD_STORES } from "../app/lib/leads/vocabulary";
import { ConfigError, loadConfig } from "../app/server/config.server";
import { leadQuerySchema } from "../app/server/control.server";
import { exportCsv, exportLeads, type ExportedLead } from "../app/server/leads/export.server";
import { readResume } from "../app/server/leads/uploads.server";
import { retryFailedMail } from "../app/server/mail/outbox.server";
import { connect, jsonFrom } from "./connection";

const USAGE = `Usage:
  npm run leads -- export [--format csv|json] [--type ${LEAD_STORES.join("|")}] [--since YYYY-MM-DD]
  npm run leads -- resume ID --out FILE
  npm run leads -- retry-mail          send the lead e-mails that gave up (status failed) again`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: "string", default: "json" },
      type: { type: "string" },
      since: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, id] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();

  if (command === "export") {
    const format = z.enum(["csv", "json"]).safeParse(values.format);
    if (!format.success) throw new UsageError("--format must be csv or json");
    const query = leadQuerySchema.safeParse({ type: values.type, since: values.since });
    if (!query.success) {
      const types = `${LEAD_STORES.slice(0, -1).join(", ")} or ${LEAD_STORES.at(-1)}`;
      throw new UsageError(`--type must be ${types}; --since must be YYYY-MM-DD`);
    }
    const access = await connect(config);
    let records: ExportedLead[];
    if (access.kind === "server") {
      const params = new URLSearchParams();
      if (values.type) params.set("type", values.type);
      if (values.since) params.set("since", values.since);
      records = jsonFrom<ExportedLead[]>(await access.request("GET", `/leads?${params}`));
    } else {
      try {
        records = await exportLeads(access.database.db, query.data);
      } finally {
        await access.close();
      }
    }
    process.stdout.write(
      format.data === "csv" ? await exportCsv(records) : `${JSON.stringify(records, null, 2)}\n`,
    );
    return;
  }

  if (command === "resume") {
    if (!id || !z.uuid().safeParse(id).success) throw new UsageError("give the resume ID (a UUID)");
    if (!values.out) throw new UsageError("give --out FILE");
    const access = await connect(config);
    let bytes: Buffer;
    let fileName: string;
    if (access.kind === "server") {
      const response = await access.request("GET", `/resumes/${id}`);
      if (response.status !== 200) jsonFrom(response);
      bytes = response.body;
      fileName = decodeURIComponent(String(response.headers["x-file-name"] ?? ""));
    } else {
      try {
        const file = await readResume(access.database.db, id);
        if (!file) throw new Error(`No resume with id ${id}.`);
        bytes = file.content;
        fileName = file.originalName;
      } finally {
        await access.close();
      }
    }
    fs.writeFileSync(values.out, bytes);
    console.error(`Wrote ${fileName} (${bytes.length} bytes) to ${values.out}`);
    return;
  }
  if (command === "retry-mail") {
    const access = await connect(config);
    let retried: number;
    let serverSendsMail = true;
    if (access.kind === "server") {
      const answer = jsonFrom<{ retried: number; mailEnabled: boolean }>(
        await access.request("POST", "/mail/retry"),
      );
      retried = answer.retried;
      serverSendsMail = answer.mailEnabled;
    } else {
      try {
        retried = await retryFailedMail(access.database.db);
      } finally {
        await access.close();
      }
    }
    console.log(
      retried === 0
        ? "No failed lead e-mails to send again."
        : `${retried} failed lead e-mail${retried === 1 ? "" : "s"} queued to be sent again.`,
    );
    if (retried > 0 && !serverSendsMail) {
      console.log("The running server has no SMTP_URL: a server started with it will send them.");
    }
    return;
  }
  throw new UsageError(`unknown command ${command}`);
}

class UsageError extends Error {}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
