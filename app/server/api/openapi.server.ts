import { z } from "zod/mini";
import {
  openApiPath,
  type Endpoint,
  type EndpointTable,
  type ErrorAnswers,
} from "~/lib/api/endpoints";
import { messageSchema, validationErrorSchema } from "~/lib/api/responses";

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.core.$ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "openapi-3.0",
  }) as JsonSchema;
  return rest;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** Every request may be answered 414 before routing (decision 0008). */
const COMMON_ERRORS: ErrorAnswers = { "414": "The request's address is too long" };

function okContent(endpoint: Endpoint) {
  return json(jsonSchema(endpoint.response, "output"));
}

function responses(endpoint: Endpoint) {
  const answers: Record<string, unknown> = endpoint.noContent
    ? { "204": { description: "Done; no body" } }
    : { "200": { description: "OK", content: okContent(endpoint) } };
  for (const [status, description] of Object.entries({ ...endpoint.errors, ...COMMON_ERRORS })) {
    const body = status === "400" ? ref("ValidationError") : ref("Message");
    answers[status] = { description, content: json(body) };
  }
  return answers;
}

function requestBody(endpoint: Endpoint) {
  if (endpoint.body === "json" && endpoint.request) {
    return { required: true, content: json(jsonSchema(endpoint.request, "input")) };
  }
  if (endpoint.body === "beacon" && endpoint.request) {
    const schema = jsonSchema(endpoint.request, "input");
    return { required: true, content: { "text/plain": { schema }, ...json(schema) } };
  }
  if (endpoint.body === "multipart") {
    const schema = {
      type: "object",
      properties: { file_upload: { type: "string", format: "binary" } },
      required: ["file_upload"],
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  return undefined;
}

function operation(id: string, endpoint: Endpoint) {
  const parameters = Object.entries(endpoint.params ?? {}).map(([name, description]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema: { type: "integer", minimum: 0 },
  }));
  const body = requestBody(endpoint);
  return {
    operationId: id,
    summary: endpoint.summary,
    description: endpoint.captcha
      ? "Needs a solved captcha in `captcha`, accepted once (GET /captcha/challenge)."
      : undefined,
    // No credentials, declared empty so that clients and linters know it on purpose.
    security: [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint),
  };
}

/** The OpenAPI 3 description of the API, generated from the endpoint table. */
export function buildOpenApiDocument(siteUrl: string, table: EndpointTable) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of Object.entries(table)) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operation(id, endpoint) };
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Day spa website API",
      version: "1.0.0",
      description:
        "Content and lead endpoints of the spa's website. Lead endpoints need a solved captcha, " +
        "accepted once; invalid input answers 400 with {message, errors}.",
      license: { name: "Proprietary: all rights reserved", url: `${siteUrl}/` },
    },
    servers: [{ url: `${siteUrl}/api` }],
    paths,
    components: {
      schemas: {
        Message: jsonSchema(messageSchema, "output"),
        ValidationError: jsonSchema(validationErrorSchema, "output"),
      },
    },
  };
}
