import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument, openApiPath } from "../../functions/src/api/openapi-document";
import { allRoutes } from "../../functions/src/shared/api-routes";
import { call } from "../support/api-client";

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { "x-callers": string[]; responses: Record<string, unknown> }>>;
}

describe("GET /api/openapi.json", () => {
  it("is public and a valid OpenAPI 3.1 document", async () => {
    const res = await call<Doc>("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const result = await new Validator().validate(res.body as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("is the document generated from the route table, with every route and its callers", async () => {
    const res = await call<Doc>("/openapi.json");
    expect(res.body).toEqual(openApiDocument());
    for (const { route } of allRoutes()) {
      const op = res.body.paths[openApiPath(route)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.fullPath}`).toBeDefined();
      expect(op!["x-callers"]).toEqual([...route.callers]);
      for (const status of route.answer.statuses) expect(op!.responses[String(status)]).toBeDefined();
    }
  });

  it("documents every student API answer as exactly its fields, at every depth", async () => {
    const res = await call<Doc>("/openapi.json");
    const me = allRoutes().filter(
      ({ route }) => route.fullPath === "/me" || route.fullPath.startsWith("/me/"),
    );
    expect(me.length).toBeGreaterThanOrEqual(30);
    /** Every object schema with fields, anywhere in a JSON schema. */
    const objects = (node: unknown): Record<string, unknown>[] => {
      if (!node || typeof node !== "object") return [];
      const own = node as Record<string, unknown>;
      const here = own.type === "object" && own.properties ? [own] : [];
      return [...here, ...Object.values(own).flatMap(objects)];
    };
    for (const { route } of me) {
      if (route.answer.kind !== "data" && route.answer.kind !== "page") continue;
      const op = res.body.paths[openApiPath(route)]?.[route.method.toLowerCase()];
      const found = objects(op!.responses[String(route.answer.statuses[0])]);
      const label = `${route.method} ${route.fullPath}`;
      expect(found.length, label).toBeGreaterThan(0);
      for (const object of found) expect(object.additionalProperties, label).toBe(false);
    }
  });
});
