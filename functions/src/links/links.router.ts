import { Router } from "express";
import { dataRoute, fromBody } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import * as schema from "../shared/link.schema";
import { setLinkArchived } from "./archive-link.handler";
import { createLink } from "./create-link.handler";
import { getLink } from "./get-link.handler";
import { listLinks } from "./list-links.handler";
import { reorderLinks } from "./reorder-links.handler";
import { updateLink } from "./update-link.handler";

/** /api/links (issue 12), for console roles: links students see, in the school's order. */
export function linksRouter() {
  const router = Router();
  router.post("/reorder", dataRoute(reorderLinks, fromBody(schema.reorderLinksSchema)));
  return addResourceRoutes(router, {
    list: [schema.listLinksSchema, listLinks],
    create: [schema.createLinkSchema, createLink],
    get: getLink,
    patch: [schema.updateLinkSchema, updateLink],
    setArchived: setLinkArchived,
  });
}
