import { describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { allRoutes } from "../api-routes";
import { typed } from "../route-contract";

const isStudentApi = (path: string) => path === "/me" || path.startsWith("/me/");

/** Where a schema lets a field through unchecked: a `typed<T>()` stand-in, or an object that keeps unknown keys. */
function leaks(schema: ZodType, at = "answer"): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string) => leaks(def[key] as ZodType, at);
  switch (def.type) {
    case "custom":
    case "any":
    case "unknown":
      return [`${at} is not a schema`];
    case "object": {
      if (def.catchall) return [`${at} keeps unknown fields`];
      const shape = def.shape as Record<string, ZodType>;
      return Object.entries(shape).flatMap(([key, value]) => leaks(value, `${at}.${key}`));
    }
    case "array":
      return leaks(def.element as ZodType, `${at}[]`);
    case "record":
      return leaks(def.valueType as ZodType, `${at}{}`);
    case "optional":
    case "nullable":
    case "default":
    case "readonly":
      return inner("innerType");
    case "union":
      return (def.options as ZodType[]).flatMap((option) => leaks(option, at));
    default:
      return [];
  }
}

describe("the student API in the route table", () => {
  const routes = allRoutes().filter(({ route }) => isStudentApi(route.fullPath));

  it("holds every /me route the app calls", () => {
    const paths = routes.map(({ route }) => `${route.method} /api${route.fullPath}`);
    for (const path of [
      "GET /api/me",
      "GET /api/me/week",
      "GET /api/me/announcements",
      "GET /api/me/pages/:slug",
      "GET /api/me/videos",
      "GET /api/me/practice",
      "GET /api/me/seats",
      "POST /api/me/support-chat",
      "GET /api/me/notifications",
    ])
      expect(paths).toContain(path);
  });

  it("finds a stand-in or an open object anywhere in an answer", () => {
    expect(leaks(z.object({ a: z.array(z.object({ b: typed<string>("b") })) }))).toEqual([
      "answer.a[].b is not a schema",
    ]);
    expect(leaks(z.object({ a: z.object({}).passthrough().nullable() }))).toEqual([
      "answer.a keeps unknown fields",
    ]);
    expect(leaks(z.object({ a: z.string(), b: z.array(z.object({ c: z.number() })) }))).toEqual([]);
  });

  it("gives every /me route an output schema that lists its fields", () => {
    const problems = routes.flatMap(({ resource, name, route }) => {
      const label = `${resource}.${name} ${route.method} ${route.fullPath}`;
      const answer = route.answer;
      if (answer.kind === "empty") return [];
      if (answer.kind === "file") return [`${label} answers a file`];
      return leaks(answer.schema).map((problem) => `${label}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it("lets only students and guardians call them", () => {
    for (const { route } of routes) {
      expect(route.callers.length).toBeGreaterThan(0);
      for (const caller of route.callers) expect(["student", "guardian"]).toContain(caller);
    }
  });
});
