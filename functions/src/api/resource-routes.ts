import type { Router } from "express";
import type { ZodType } from "zod";
import type { Handler } from "../lib/handler-context";
import { idParam, parseInput } from "./middleware/validate";
import { contextOf } from "./request-context";

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
  router.get("/", async (req, res) => {
    res.json(await list({ ctx: contextOf(req), input: parseInput(querySchema, req.query) }));
  });
  router.post("/", async (req, res) => {
    res
      .status(201)
      .json({ data: await create({ ctx: contextOf(req), input: parseInput(createSchema, req.body) }) });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await routes.get({ ctx: contextOf(req), input: { id: idParam(req.params) } }) });
  });
  router.patch("/:id", async (req, res) => {
    const id = idParam(req.params);
    res.json({
      data: await patch({ ctx: contextOf(req), input: { ...parseInput(patchSchema, req.body), id } }),
    });
  });
}
