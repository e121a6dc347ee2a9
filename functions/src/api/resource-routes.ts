import type { Router } from "express";
import type { ZodType } from "zod";
import type { Handler } from "../lib/handler-context";
import { dataRoute, fromBody, fromQuery, pageRoute, pathId } from "./data-route";
import { parseInput } from "./middleware/validate";

interface ById {
  id: string;
}

/**
 * The four routes a plain resource has: GET / lists (the handler's page is the whole body),
 * POST / creates (201), GET /:id reads and PATCH /:id edits, each input parsed by its schema.
 * Routes that must win over `/:id` (such as `/lookups`) are added to the router before these.
 */
export function addResourceRoutes<Query, Create, Patch>(
  router: Router,
  routes: {
    list: [ZodType<Query>, Handler<Query, unknown>];
    create: [ZodType<Create>, Handler<Create, unknown>];
    get: Handler<ById, unknown>;
    patch: [ZodType<Patch>, Handler<Patch & ById, unknown>];
  },
) {
  const [querySchema, list] = routes.list;
  const [createSchema, create] = routes.create;
  const [patchSchema, patch] = routes.patch;
  router.get("/", pageRoute(list, fromQuery(querySchema)));
  router.post("/", dataRoute(create, fromBody(createSchema), 201));
  router.get("/:id", dataRoute(routes.get, pathId));
  router.patch(
    "/:id",
    dataRoute(patch, (req) => {
      const { id } = pathId(req); // a malformed id is the 400, before the body is looked at
      return { ...parseInput(patchSchema, req.body), id };
    }),
  );
}
