import { Router } from "express";
import { dataRoute, fromBody, fromQuery, pageRoute, patchOf, pathId, pathIdWith } from "../api/data-route";
import {
  createLinkSchema,
  listLinksSchema,
  reorderLinksSchema,
  updateLinkSchema,
} from "../shared/link.schema";
import { setLinkArchived } from "./archive-link.handler";
import { createLink } from "./create-link.handler";
import { getLink } from "./get-link.handler";
import { listLinks } from "./list-links.handler";
import { reorderLinks } from "./reorder-links.handler";
import { updateLink } from "./update-link.handler";

/** /api/links (issue 12), for console roles: links students see, in the school's order. */
export function linksRouter() {
  const router = Router();
  router.post("/reorder", dataRoute(reorderLinks, fromBody(reorderLinksSchema)));
  router.get("/", pageRoute(listLinks, fromQuery(listLinksSchema)));
  router.post("/", dataRoute(createLink, fromBody(createLinkSchema), 201));
  router.get("/:id", dataRoute(getLink, pathId));
  router.patch("/:id", dataRoute(updateLink, patchOf(updateLinkSchema)));
  router.post("/:id/archive", dataRoute(setLinkArchived, pathIdWith({ archived: true })));
  router.post("/:id/unarchive", dataRoute(setLinkArchived, pathIdWith({ archived: false })));
  return router;
}
