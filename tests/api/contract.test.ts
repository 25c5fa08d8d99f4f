import type http from "node:http";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { apiUrl, leadEndpoint, type Endpoint } from "~/lib/api/endpoints";
import { ENDPOINTS } from "~/lib/api/table";
import { validationErrorSchema } from "~/lib/api/responses";
import { consultationLeadSchema } from "~/lib/forms/schemas";
import * as t from "~/server/db/schema.server";
import { createApiRouter } from "~/server/api/router.server";
import { buildOpenApiDocument } from "~/server/api/openapi.server";
import { backends, postJson, solveCaptcha, testAppForBlock } from "../support/test-app";
import { LEAD_NOTIFICATION_EMAIL } from "~/server/mail/recipient.server";
import { writeOwnerSetting } from "~/server/staff/accounts/owner-settings.server";

/** The demo content's config_emailid: the owners' first notification address, never public. */
const STORED_NOTIFICATION_ADDRESS = "leads@serenitydayspa.example";

/** The answers the server really gives, checked against the schemas the table declares. */
describe.each(backends)("the endpoint table's contract on %s", (backend) => {
  const app = testAppForBlock(backend);

  const expectShape = (endpoint: Endpoint, body: unknown) => {
    const result = z.safeParse(endpoint.response, body);
    expect(result.success ? "matches" : z.prettifyError(result.error)).toBe("matches");
  };

  it("every content GET answers what it declares", async () => {
    const menus = (await (await fetch(`${app.url}${apiUrl(ENDPOINTS.menus)}`)).json()) as {
      menu_id: number;
    }[];
    for (const endpoint of Object.values(ENDPOINTS) as Endpoint[]) {
      if (endpoint.method !== "get") continue;
      const path = endpoint.path.replace(":menuId", String(menus[0]?.menu_id));
      const response = await fetch(`${app.url}/api${path}`);
      expect(response.status, path).toBe(200);
      expectShape(endpoint, await response.json());
    }
  });

  it("the salon record's config_emailid is the public front-desk address (SPEC.md 3)", async () => {
    const db = app.database.db;
    await writeOwnerSetting(db, LEAD_NOTIFICATION_EMAIL, "owners.private@example.org", null);
    const text = await (await fetch(`${app.url}${apiUrl(ENDPOINTS.salon)}`)).text();
    const { salon_info } = JSON.parse(text) as {
      salon_info: { salon_email_id: string; config: Record<string, string> };
    };
    expect(salon_info.config.config_emailid).toBe(salon_info.salon_email_id);
    expect(salon_info.salon_email_id).toMatch(/^[^@\s]+@[^@\s]+$/);
    // Never where lead e-mails go: the owners' setting, nor the content files' first value of it.
    expect(text).not.toContain("owners.private@example.org");
    expect(text).not.toContain(STORED_NOTIFICATION_ADDRESS);

    const doc = (await (await fetch(`${app.url}${apiUrl(ENDPOINTS.openApi)}`)).json()) as {
      paths: Record<string, { get: { responses: { 200: unknown } } }>;
    };
    const salon = JSON.stringify(doc.paths[ENDPOINTS.salon.path]?.get.responses[200]);
    expect(salon).toMatch(/"config_emailid":\{"type":"string","description":"[^"]*front desk/);
  });

  it("review paging, lead forms, uploads and refusals answer what they declare", async () => {
    const page = await postJson(`${app.url}${apiUrl(ENDPOINTS.reviewsPage)}`, {
      salon_id: 6186,
      offset: 0,
      limit: 3,
    });
    expectShape(ENDPOINTS.reviewsPage, page.json);

    const lead = await postJson(`${app.url}${apiUrl(ENDPOINTS.iplConsultation)}`, {
      firstName: "Ines",
      lastName: "Park",
      phone: "7185550111",
      email: "ines.park@example.com",
      captcha: await solveCaptcha(app.url),
    });
    expect(lead.status).toBe(200);
    expectShape(ENDPOINTS.iplConsultation, lead.json);

    const refused = await postJson(`${app.url}${apiUrl(ENDPOINTS.contactEnquiry)}`, {});
    expect(refused.status).toBe(400);
    expect(z.safeParse(validationErrorSchema, refused.json).success).toBe(true);
  });

  it("the served OpenAPI document passes redocly's recommended rules with no problem", async () => {
    const source = await (await fetch(`${app.url}${apiUrl(ENDPOINTS.openApi)}`)).text();
    const problems = await lintFromString({
      source,
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  });
});

/**
 * How a newcomer adds a lead endpoint: one entry in the table (here an extended copy) with its
 * request schema. The router stores it through the lead service and OpenAPI describes it.
 */
describe("adding a lead endpoint", () => {
  let server: http.Server;
  let url: string;
  const table = {
    ...ENDPOINTS,
    melasmaConsultation: leadEndpoint(
      "consultation",
      "/LadingFormdataConsultationMelasma",
      "Melasma consultation lead",
      consultationLeadSchema,
    ),
  };

  const app = testAppForBlock("pglite");
  beforeAll(async () => {
    server = express().use("/api", createApiRouter(app.services, table)).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it("stores, rate-limits, validates and documents the new entry with no other change", async () => {
    const captcha = await solveCaptcha(url);
    const answer = await postJson(`${url}/api/LadingFormdataConsultationMelasma`, {
      firstName: "Mara",
      lastName: "Soto",
      phone: "7185550199",
      email: "mara.soto@example.com",
      captcha,
      source_page: "/melasma-ads",
    });
    expect(answer.status).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(t.lead)
      .where(eq(t.lead.email, "mara.soto@example.com"));
    expect(row).toMatchObject({ kind: "consultation", sourcePage: "/melasma-ads" });

    const invalid = await postJson(`${url}/api/LadingFormdataConsultationMelasma`, {});
    expect(invalid.status).toBe(400);
    expect(invalid.response.headers.get("ratelimit-policy")).toMatch(/^100000;/);

    const doc = buildOpenApiDocument("https://spa.example.com", table);
    expect(doc.paths["/LadingFormdataConsultationMelasma"]).toHaveProperty(
      "post.operationId",
      "melasmaConsultation",
    );
  });
});
