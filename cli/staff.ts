/**
 * Operator command: staff accounts of the staff area (/staff).
 *   npm run staff -- add EMAIL --role owner|staff
 *   npm run staff -- list
 *   npm run staff -- disable EMAIL
 *   npm run staff -- reset-password EMAIL
 *   npm run staff -- reset-second-factor EMAIL
 * Works while the server runs (through its control socket) and with DATABASE_URL.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/server/config.server";
import { createMailTransport } from "../app/server/services.server";
import { AccountError, createAccounts } from "../app/server/staff/accounts/accounts.server";
import { createSecondFactors } from "../app/server/staff/sign-in/second-factor.server";
import { setPasswordMail } from "../app/server/staff/workspace/service.server";
import {
  operatorCommandSchema,
  runOperatorCommand,
  type OperatorCommand,
} from "../app/server/staff/accounts/operator.server";
import { connect, jsonFrom } from "./connection";

const USAGE = `Usage:
  npm run staff -- add EMAIL --role owner|staff   create an account; prints its set-password link
  npm run staff -- list                           every account, its role and state
  npm run staff -- disable EMAIL                  disable an account; its sessions end at once
  npm run staff -- reset-password EMAIL           a new set-password link; its sessions end
  npm run staff -- reset-second-factor EMAIL      remove every passkey, authenticator app and
                                                  recovery code (a lost phone); its sessions end`;

class UsageError extends Error {}

function parseCommand(): OperatorCommand | undefined {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email] = positionals;
  if (values.help || !command) return undefined;
  const parsed = operatorCommandSchema.safeParse({ command, email, role: values.role });
  if (!parsed.success) {
    const known = ["add", "list", "disable", "reset-password", "reset-second-factor"].includes(
      command,
    );
    throw new UsageError(
      known
        ? `${command}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "input"} ${issue.message}`).join("; ")}`
        : `unknown command ${command}`,
    );
  }
  return parsed.data;
}

async function main() {
  const command = parseCommand();
  if (!command) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const access = await connect(config);
  let lines: string[];
  if (access.kind === "server") {
    lines = jsonFrom<{ lines: string[] }>(await access.request("POST", "/staff", command)).lines;
  } else {
    const transport = config.SMTP_URL ? createMailTransport(config.SMTP_URL, config) : undefined;
    try {
      lines = await runOperatorCommand(
        {
          db: access.database.db,
          accounts: createAccounts(access.database.db, { linkHours: config.STAFF_LINK_HOURS }),
          secondFactors: createSecondFactors(access.database.db),
          siteUrl: config.SITE_URL,
          mailLink: async (to, url) => {
            if (!transport) return false;
            await transport.sendMail(setPasswordMail(config, config.MAIL_FROM, to, url));
            return true;
          },
        },
        command,
      );
    } finally {
      transport?.close();
      await access.close();
    }
  }
  for (const line of lines) console.log(line);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof AccountError)
      console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
