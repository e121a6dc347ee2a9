import { meAccountRoutes, meRoutes } from "@shared/me.routes";
import { describe, expect, it } from "vitest";
import { shapeOf } from "../route-shapes";

describe("the route tables' shapes in the app's build", () => {
  it("keeps every route with its method, full path and answer kind, and no schema", () => {
    const shaped = shapeOf("me.routes.ts", { meRoutes, meAccountRoutes });
    expect(Object.keys(shaped.meRoutes!)).toEqual(Object.keys(meRoutes));
    expect(shaped.meRoutes!.week).toEqual({ method: "GET", fullPath: "/me/week", answer: { kind: "data" } });
    expect(shaped.meRoutes!.announcements!.answer).toEqual({ kind: "page" });
    for (const [name, route] of Object.entries(meAccountRoutes))
      expect(shaped.meAccountRoutes![name]).toEqual({
        method: route.method,
        fullPath: route.fullPath,
        answer: { kind: route.answer.kind },
      });
    expect(JSON.stringify(shaped)).not.toContain("schema");
  });

  it("refuses a module export that is not a route table", () => {
    expect(() => shapeOf("x.routes.ts", { meRoutes, LIMIT: 20 })).toThrow(/"LIMIT" is not a route table/);
  });
});
