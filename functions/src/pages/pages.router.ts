import { Router } from "express";
import { dataRoute, fromBody, fromQuery, pageRoute, pathId, pathIdWith } from "../api/data-route";
import { parseInput, parsePatch } from "../api/middleware/validate";
import { contextOf } from "../api/request-context";
import * as schema from "../shared/page.schema";
import { setPageArchived } from "./archive-page.handler";
import { checkSlug } from "./check-slug.handler";
import { createPage } from "./create-page.handler";
import { getPageVersion } from "./get-page-version.handler";
import { getPage } from "./get-page.handler";
import { listPageVersions } from "./list-page-versions.handler";
import { listPages } from "./list-pages.handler";
import { restorePageVersion } from "./restore-page-version.handler";
import { updatePage } from "./update-page.handler";

const versionOf = (params: unknown) => parseInput(schema.pageVersionParamsSchema, params);

/** /api/pages (issue 12), for console roles: pages students read, with every save's version. */
export function pagesRouter() {
  const router = Router();
  router.get("/slug-check", dataRoute(checkSlug, fromQuery(schema.slugCheckSchema)));
  router.get("/", pageRoute(listPages, fromQuery(schema.listPagesSchema)));
  router.post("/", dataRoute(createPage, fromBody(schema.createPageSchema), 201));
  router.get("/:id", dataRoute(getPage, pathId));
  // Only the fields sent change (parsePatch): a schema default never overwrites the stored page.
  router.patch(
    "/:id",
    dataRoute(updatePage, (req) => {
      // The version the editor opened is required (the 409 check); the other fields are a patch.
      const { id } = pathId(req);
      return { ...(parsePatch(schema.updatePageSchema, req.body) as schema.UpdatePageInput), id };
    }),
  );
  router.post("/:id/archive", dataRoute(setPageArchived, pathIdWith({ archived: true })));
  router.post("/:id/restore", dataRoute(setPageArchived, pathIdWith({ archived: false })));
  router.get("/:id/versions", async (req, res) => {
    const input = { ...pathId(req), ...parseInput(schema.listPageVersionsSchema, req.query) };
    res.json(await listPageVersions({ ctx: contextOf(req), input }));
  });
  router.get(
    "/:id/versions/:version",
    dataRoute(getPageVersion, (req) => ({ ...pathId(req), ...versionOf(req.params) })),
  );
  router.post(
    "/:id/versions/:version/restore",
    dataRoute(restorePageVersion, (req) => {
      const { id } = pathId(req);
      const { version: restore } = versionOf(req.params);
      return { id, restore, ...parseInput(schema.restorePageVersionSchema, req.body) };
    }),
  );
  return router;
}
