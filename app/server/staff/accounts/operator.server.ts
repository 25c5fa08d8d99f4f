/**
 * The operator's account commands (`npm run staff`), run in the server through the control
 * socket or by the CLI itself on a database it opened: one implementation for both.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server";
import { AccountError, type Accounts } from "./accounts.server";
import { recordEvent } from "../privacy/events.server";
import type { SecondFactors } from "../sign-in/second-factor.server";

const email = z.string().trim().toLowerCase().max(254).email("not an e-mail address");

export const operatorCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("add"), email, role: z.enum(["owner", "staff"]) }),
  z.object({ command: z.literal("list") }),
  z.object({ command: z.literal("disable"), email }),
  z.object({ command: z.literal("reset-password"), email }),
  z.object({ command: z.literal("reset-second-factor"), email }),
]);
export type OperatorCommand = z.infer<typeof operatorCommandSchema>;

export interface OperatorContext {
  db: Database;
  accounts: Accounts;
  secondFactors: SecondFactors;
  siteUrl: string;
  /** Mails a set-password link when SMTP is configured; false when it is not. */
  mailLink: (to: string, url: string) => Promise<boolean>;
}

/** Lines to print. Throws AccountError (a message for the operator) on refusal. */
export async function runOperatorCommand(
  ctx: OperatorContext,
  command: OperatorCommand,
): Promise<string[]> {
  const linkLines = async (to: string, path: string) => {
    const url = `${ctx.siteUrl}${path}`;
    const mailed = await ctx.mailLink(to, url).catch(() => false);
    return [
      `Set-password link (works once, expires): ${url}`,
      mailed
        ? `It was also e-mailed to ${to}.`
        : "Give it to them yourself (no SMTP_URL, or the e-mail failed).",
    ];
  };
  const byEmail = async (address: string) => {
    const account = await ctx.accounts.findByEmail(address);
    if (!account) throw new AccountError(`No account for ${address}.`, 404);
    return account;
  };

  switch (command.command) {
    case "add": {
      const { account, link } = await ctx.accounts.create(command.email, command.role);
      await recordEvent(ctx.db, {
        actorId: null,
        action: "account_created",
        detail: `account ${account.id} (${account.role}) by the operator`,
      });
      return [
        `Created ${account.role} account ${account.email}.`,
        ...(await linkLines(account.email, link.path)),
      ];
    }
    case "list": {
      const accounts = await ctx.accounts.list();
      if (accounts.length === 0) return ["No staff accounts yet."];
      return accounts.map(
        (account) =>
          `${account.email}\t${account.role}\t${account.disabled ? "disabled" : account.active ? "active" : "waiting for a password"}`,
      );
    }
    case "disable": {
      const account = await byEmail(command.email);
      await ctx.accounts.disable(account.id);
      await recordEvent(ctx.db, {
        actorId: null,
        action: "account_disabled",
        detail: `account ${account.id} by the operator`,
      });
      return [`Disabled ${account.email}; its sessions have ended.`];
    }
    case "reset-password": {
      const account = await byEmail(command.email);
      const { link } = await ctx.accounts.resetPassword(account.id);
      await recordEvent(ctx.db, {
        actorId: null,
        action: "password_link_issued",
        detail: `account ${account.id} by the operator`,
      });
      return [
        `Sessions of ${account.email} have ended.`,
        ...(await linkLines(account.email, link.path)),
      ];
    }
    case "reset-second-factor": {
      // A lost phone: the member signs in with the password alone, then must set up a new
      // second factor before anything else if one is required (decision 0018).
      const account = await byEmail(command.email);
      await ctx.secondFactors.resetAll(account.id);
      await recordEvent(ctx.db, {
        actorId: null,
        action: "second_factor_reset",
        detail: `account ${account.id} by the operator`,
      });
      return [
        `Removed every passkey, authenticator app and recovery code of ${account.email}; its sessions have ended.`,
        account.role === "owner"
          ? "At the next sign-in (password only) they must set up a new second factor first."
          : "At the next sign-in they can set up a new second factor on the Security page.",
      ];
    }
  }
}
