import type { Router } from "express";
import type { ZodType } from "zod";
import type { Handler } from "../lib/handler-context";
import { dataRoute, fromBody, fromQuery, pageRoute, patchOf, pathId, pathIdWith } from "./data-route";

interface ById {
  id: string;
}

/**
 * The routes every resource has, written once: GET / lists (the handler's page is the whole
 * body), POST / creates (201), GET /:id reads and PATCH /:id edits (only the fields sent,
 * `patchOf`), each input parsed by its schema; with `setArchived`, POST /:id/archive and
 * /:id/restore (its input `{ id, archived }`). Routes that must win over `/:id` (such as
 * `/lookups`) are added to the router before these.
 */
export function addResourceRoutes<Query, Create, Patch extends object>(
  router: Router,
  routes: {
    list: [ZodType<Query>, Handler<Query, unknown>];
    create: [ZodType<Create>, Handler<Create, unknown>];
    get: Handler<ById, unknown>;
    patch: [ZodType<Patch>, Handler<Partial<Patch> & ById, unknown>];
    setArchived?: Handler<ById & { archived: boolean }, unknown>;
  },
): Router {
  const [querySchema, list] = routes.list;
  const [createSchema, create] = routes.create;
  const [patchSchema, patch] = routes.patch;
  router.get("/", pageRoute(list, fromQuery(querySchema)));
  router.post("/", dataRoute(create, fromBody(createSchema), 201));
  router.get("/:id", dataRoute(routes.get, pathId));
  router.patch("/:id", dataRoute(patch, patchOf(patchSchema)));
  if (routes.setArchived) {
    router.post("/:id/archive", dataRoute(routes.setArchived, pathIdWith({ archived: true })));
    router.post("/:id/restore", dataRoute(routes.setArchived, pathIdWith({ archived: false })));
  }
  return router;
}
