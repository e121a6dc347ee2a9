import { z } from "zod";
import { idParamsSchema } from "./id.schema";
import {
  createLinkSchema,
  listLinksSchema,
  reorderLinksSchema,
  updateLinkSchema,
  type Link,
} from "./link.schema";
import { data, defineRoutes, page, typed } from "./route-contract";

const link = typed<Link>("A link students see.");

/** /api/links, for console roles: links students see, in the school's order. */
export const linkRoutes = defineRoutes(
  { base: "/links", tag: "Links", callers: ["admin", "staff"] },
  {
    reorder: {
      method: "POST",
      path: "/reorder",
      summary: "Put links in a new order",
      body: reorderLinksSchema,
      answer: data(z.object({ moved: z.number().int() })),
    },
    list: { method: "GET", path: "/", summary: "Links in order", query: listLinksSchema, answer: page(link) },
    create: {
      method: "POST",
      path: "/",
      summary: "Add a link",
      body: createLinkSchema,
      answer: data(link, 201),
    },
    get: { method: "GET", path: "/:id", summary: "One link", params: idParamsSchema, answer: data(link) },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a link (only the fields sent)",
      params: idParamsSchema,
      body: updateLinkSchema,
      patch: true,
      answer: data(link),
    },
    archive: {
      method: "POST",
      path: "/:id/archive",
      summary: "Archive a link",
      params: idParamsSchema,
      answer: data(link),
    },
    restore: {
      method: "POST",
      path: "/:id/restore",
      summary: "Restore a link",
      params: idParamsSchema,
      answer: data(link),
    },
  },
);
