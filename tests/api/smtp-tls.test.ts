import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config.server";
import { createMailTransport } from "~/server/services.server";

/** What a test SMTP server saw: commands that carry mail or credentials, and messages. */
interface Seen {
  auth: number;
  mailFrom: number;
  messages: number;
  secured: number;
}

const servers: SMTPServer[] = [];

async function startServer(options: SMTPServerOptions): Promise<{ port: number; seen: Seen }> {
  const seen: Seen = { auth: 0, mailFrom: 0, messages: 0, secured: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    ...options,
    onAuth: (_auth, _session, callback) => {
      seen.auth++;
      callback(null, { user: "spa" });
    },
    onMailFrom: (_address, _session, callback) => {
      seen.mailFrom++;
      callback();
    },
    onSecure: (_socket, _session, callback) => {
      seen.secured++;
      callback();
    },
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on("end", () => {
        seen.messages++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  servers.push(server);
  return { port: (server.server.address() as AddressInfo).port, seen };
}

const message = {
  from: "Spa website <no-reply@spa.example>",
  to: "frontdesk@spa.example",
  subject: "New contact inquiry: Ana R.",
  text: "Name: Ana R.\nPhone: (718) 555-0100",
};

function transportFor(port: number, env: Record<string, string> = {}) {
  const config = loadConfig({ SMTP_URL: `smtp://spa:secret@127.0.0.1:${port}`, ...env });
  if (!config.SMTP_URL) throw new Error("SMTP_URL not set");
  return createMailTransport(config.SMTP_URL, config);
}

afterEach(async () => {
  await Promise.all(
    servers
      .splice(0)
      .map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

describe("lead e-mails over smtp://", () => {
  it("are not sent, nor is the password, to a server that does not offer STARTTLS", async () => {
    const { port, seen } = await startServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
    });
    const transport = transportFor(port);
    await expect(transport.sendMail(message)).rejects.toMatchObject({ code: "ETLS" });
    transport.close();
    expect(seen).toEqual({ auth: 0, mailFrom: 0, messages: 0, secured: 0 });
  });

  it("are not sent when the server's certificate is not trusted (a machine in between)", async () => {
    // smtp-server's built-in certificate is self-signed.
    const { port, seen } = await startServer({});
    const transport = transportFor(port);
    await expect(transport.sendMail(message)).rejects.toThrow();
    transport.close();
    expect(seen).toMatchObject({ auth: 0, mailFrom: 0, messages: 0 });
  });

  it("are sent in clear text only when SMTP_ALLOW_PLAINTEXT=true", async () => {
    const { port, seen } = await startServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
    });
    const transport = transportFor(port, { SMTP_ALLOW_PLAINTEXT: "true" });
    await transport.sendMail(message);
    transport.close();
    expect(seen).toMatchObject({ mailFrom: 1, messages: 1, secured: 0 });
  });
});
