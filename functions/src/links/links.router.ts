import { Router } from "express";
import { dataRoute, fromBody, fromQuery, pageRoute, pathId } from "../api/data-route";
import { parsePatch } from "../api/middleware/validate";
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
  // Only the fields sent change (parsePatch): a schema default never overwrites the stored link.
  router.patch(
    "/:id",
    dataRoute(updateLink, (req) => {
      const { id } = pathId(req);
      return { ...parsePatch(updateLinkSchema, req.body), id };
    }),
  );
  router.post(
    "/:id/archive",
    dataRoute(setLinkArchived, (req) => ({ ...pathId(req), archived: true })),
  );
  router.post(
    "/:id/unarchive",
    dataRoute(setLinkArchived, (req) => ({ ...pathId(req), archived: false })),
  );
  return router;
}
