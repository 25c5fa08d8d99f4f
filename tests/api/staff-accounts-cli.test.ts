/** `npm run staff` against PostgreSQL (DATABASE_URL), as an operator runs it. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { compiledCli } from "../support/cli";
import { backends, testAppForBlock } from "../support/test-app";
import {
  leadsExportAnswer,
  linkTokenOf,
  setPasswordForm,
  signedInMember,
  signIn,
} from "../support/staff";

const run = promisify(execFile);

// Each step starts the CLI as a new process, as an operator does: several per test, so a busy
// machine needs more than the default minute.
const CLI_TEST_TIMEOUT_MS = 180_000;

describe.runIf(backends.includes("postgres"))(
  "npm run staff with DATABASE_URL",
  { timeout: CLI_TEST_TIMEOUT_MS },
  () => {
    // Signing in is a page's form (decision 0020).
    const app = testAppForBlock("postgres", { pages: true });

    const staff = (...args: string[]) =>
      run(process.execPath, [compiledCli("staff"), ...args], {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: app.config.DATABASE_URL,
          SITE_URL: app.url,
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
        },
      });

    it("adds an owner whose link sets a password, lists, resets and disables", async () => {
      const added = await staff("add", "Owner@Spa.test", "--role", "owner");
      expect(added.stdout).toContain("Created owner account owner@spa.test.");
      const token = linkTokenOf(added.stdout);
      expect(token).toBeDefined();
      // The link's page, as a browser posts its form (decision 0020).
      const set = await setPasswordForm(app, token ?? "", "a garden of quiet mornings");
      expect(set.status).toBe(303);
      expect((await signIn(app, "owner@spa.test", "a garden of quiet mornings")).status).toBe(303);

      expect((await staff("list")).stdout).toContain("owner@spa.test\towner\tactive");
      const reset = await staff("reset-password", "owner@spa.test");
      expect(reset.stdout).toContain("/staff/set-password/");
      await staff("add", "second@spa.test", "--role", "owner");
      expect((await staff("disable", "owner@spa.test")).stdout).toContain(
        "Disabled owner@spa.test",
      );
      expect((await signIn(app, "owner@spa.test", "a garden of quiet mornings")).status).toBe(401);
    });

    it("reset-second-factor removes an owner's factors and ends their sessions", async () => {
      const owner = await signedInMember(app, "owner", "lost-phone@spa.test");
      const before = await leadsExportAnswer(app, owner.cookie, owner.csrfToken);
      expect(before).toBe(200);
      const reset = await staff("reset-second-factor", "Lost-Phone@spa.test");
      expect(reset.stdout).toContain("Removed every passkey, authenticator app and recovery code");
      const after = await leadsExportAnswer(app, owner.cookie, owner.csrfToken);
      expect(after).toBe("303 /staff/sign-in");
      // Password only now, and a session that can do nothing but set up a new factor.
      const again = await signIn(app, "lost-phone@spa.test", owner.password);
      expect(again.location).toBe("/staff/security");
      await expect(staff("reset-second-factor", "nobody@spa.test")).rejects.toMatchObject({
        code: 1,
      });
    });

    it("without SITE_URL, prints a link to the server's own PORT", async () => {
      const { SITE_URL: _unset, ...env } = process.env;
      const added = await run(
        process.execPath,
        [compiledCli("staff"), "add", "port@spa.test", "--role", "staff"],
        {
          cwd: PROJECT_ROOT,
          env: {
            ...env,
            DATABASE_URL: app.config.DATABASE_URL,
            PORT: "4200",
            NODE_ENV: "test",
            LOG_LEVEL: "silent",
          },
        },
      );
      expect(added.stdout).toContain("http://127.0.0.1:4200/staff/set-password/");
    });

    it("explains a bad command and exits with 1", async () => {
      await expect(staff("add", "not-an-email", "--role", "owner")).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("not an e-mail address"),
      });
      await expect(staff("add", "x@spa.test", "--role", "king")).rejects.toMatchObject({ code: 1 });
    });
  },
);
