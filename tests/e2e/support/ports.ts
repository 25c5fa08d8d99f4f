/**
 * The ports of one Playwright worker: its e2e server listens on E2E_PORT (playwright.config.ts,
 * a block of 100 per worker), and what a spec starts beside it takes a fixed offset here, so two
 * workers never collide and two specs of one worker never share a port.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const SPEC_PORTS = {
  /** The test SMTP server the e2e server sends its e-mail to (staff-reply.spec.ts). */
  smtp: E2E_PORT + 25,
  /** Two app servers on one PostgreSQL database (staff-two-servers.spec.ts), this and the next. */
  twoServers: E2E_PORT + 50,
  /** A server with passkeys on a second origin (staff-second-factor.spec.ts). */
  secondFactor: E2E_PORT + 60,
  /** A server on a PostgreSQL database with the response-time scenario. */
  responseTime: E2E_PORT + 65,
  /** Servers started and stopped by process.spec.ts, this and the next. */
  process: E2E_PORT + 70,
  /** A server with texting on, against the Twilio stand-in (staff-texts.spec.ts). */
  texts: E2E_PORT + 80,
} as const;
