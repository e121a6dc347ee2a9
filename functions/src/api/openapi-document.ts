import { z, type ZodType } from "zod";
import { allRoutes } from "../shared/api-routes";
import type { Route } from "../shared/route-contract";

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a request sends it or an answer
 * holds it. `closed`: an answer has exactly the listed fields (the student API's reader views,
 * which the router strips to them); a console answer has at least them.
 */
function jsonSchema(schema: ZodType, io: "input" | "output", closed = true): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    // Refinements, transforms and typed-only answers have no JSON form: they document as "any".
    unrepresentable: "any",
    override: (ctx) => {
      if (!closed && ctx.jsonSchema.additionalProperties === false)
        delete ctx.jsonSchema.additionalProperties;
    },
  }) as JsonSchema;
  return rest;
}

/** Routes whose answers are reader views, stripped to their schema: the student and family app's. */
const isReaderView = (route: Route) =>
  route.callers.some((c) => c !== "anonymous" && c !== "admin" && c !== "staff");

const ERROR_REF = { $ref: "#/components/schemas/Error" };

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  additionalProperties: false,
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          type: "string",
          enum: [
            "invalid_argument",
            "child_required",
            "unauthenticated",
            "permission_denied",
            "not_found",
            "conflict",
            "payload_too_large",
            "unsupported_media_type",
            "rate_limited",
            "locked",
            "internal",
          ],
        },
        message: { type: "string", description: "Safe to show to the user." },
        fields: {
          type: "object",
          additionalProperties: { type: "string" },
          description:
            'For a 400: each bad field\'s dotted path ("guardian.email") and what is wrong with it.',
        },
        details: {
          description: "What a client needs to resolve the error itself (an attendance conflict's marks).",
        },
      },
    },
  },
};

const ERRORS: Record<string, string> = {
  "400": "Invalid input: `error.fields` names each bad field.",
  "401": "No session, or it expired or was ended.",
  "403": "The caller's role may not do this.",
  "404": "Nothing with that id (or not visible to the caller).",
  "409": "Conflicts with the current state.",
  "413": "The body is larger than 2 MB.",
  "415": "The body's media type or character set is not supported.",
  "423": "The session is locked (lock screen): only unlock and logout answer.",
  "429": "Too many requests: the message names the limit.",
};

/** `/groups/:id` as OpenAPI writes it: `/api/groups/{id}`. */
export const openApiPath = (route: Pick<Route, "fullPath">) =>
  `/api${route.fullPath.replace(/:([A-Za-z]\w*)/g, "{$1}")}`;

function parameters(route: Route): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, "input");
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = property;
      out.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  return out;
}

function successBody(route: Route): JsonSchema | null {
  const answer = route.answer;
  const closed = isReaderView(route);
  switch (answer.kind) {
    case "data":
      return {
        type: "object",
        required: ["data"],
        additionalProperties: false,
        properties: { data: jsonSchema(answer.schema, "output", closed) },
      };
    case "page":
      return jsonSchema(answer.schema, "output", closed);
    default:
      return null;
  }
}

function operation(resource: string, name: string, route: Route): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  const body = successBody(route);
  for (const status of route.answer.statuses) {
    if (route.answer.kind === "file") {
      responses[status] = {
        description: "The file.",
        content: { [route.answer.mediaType]: { schema: { type: "string" } } },
      };
    } else if (body) {
      responses[status] = { description: "Success.", content: { "application/json": { schema: body } } };
    } else {
      responses[status] = { description: "Done; no content." };
    }
  }
  const anonymous = route.callers.includes("anonymous");
  for (const [status, description] of Object.entries(ERRORS)) {
    responses[status] = { description, content: { "application/json": { schema: ERROR_REF } } };
  }
  const requestBody = route.body
    ? { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input") } } }
    : route.bodyMediaType
      ? { required: true, content: { [route.bodyMediaType]: { schema: { type: "string" } } } }
      : undefined;
  return {
    operationId: `${resource}.${name}`,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, `Callers: ${route.callers.join(", ")}.`].filter(Boolean).join("\n\n"),
    "x-callers": route.callers,
    ...(anonymous ? { security: [] } : {}),
    parameters: parameters(route),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

let cached: JsonSchema | null = null;

/** The OpenAPI 3.1 document of the whole API, generated from the route table's schemas. */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { resource, name, route } of allRoutes()) {
    const path = (paths[openApiPath(route)] ??= {});
    path[route.method.toLowerCase()] = operation(resource, name, route);
  }
  cached = {
    openapi: "3.1.0",
    info: {
      title: "Studio Admin API",
      version: "1",
      description: [
        "The API of Studio Admin: the staff console's routes and the student API (`/api/me/*`).",
        "Every success is `{ data }` (a list: `{ data: [...], nextCursor }`); every failure is",
        "`{ error: { code, message, fields? } }`. Console routes take `Authorization: Bearer <session>`",
        "(from `POST /api/auth/session`); the student API takes the student's Firebase ID token.",
      ].join(" "),
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: [...new Set(allRoutes().map(({ route }) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  };
  return cached;
}
