import { consoleRouter } from "../api/route-table-router";
import { pageRoutes } from "../shared/page.routes";
import { parseInput } from "../lib/validate";
import { restorePageVersionSchema, type UpdatePageInput } from "../shared/page.schema";
import { setPageArchived } from "./archive-page.handler";
import { checkSlug } from "./check-slug.handler";
import { createPage } from "./create-page.handler";
import { getPageVersion } from "./get-page-version.handler";
import { getPage } from "./get-page.handler";
import { listPageVersions } from "./list-page-versions.handler";
import { listPages } from "./list-pages.handler";
import { restorePageVersion } from "./restore-page-version.handler";
import { updatePage } from "./update-page.handler";

/** /api/pages: the handlers of `pageRoutes`. */
export function pagesRouter() {
  return consoleRouter(pageRoutes, {
    slugCheck: checkSlug,
    list: listPages,
    create: createPage,
    get: getPage,
    // The version the editor opened is required by the schema (the 409 check); the rest is a patch.
    update: {
      run: async ({ ctx, input }) => ({
        result: await updatePage({ ctx, input: input as UpdatePageInput & { id: string } }),
      }),
    },
    archive: {
      run: async ({ ctx, input }) => ({
        result: await setPageArchived({ ctx, input: { ...input, archived: true } }),
      }),
    },
    restore: {
      run: async ({ ctx, input }) => ({
        result: await setPageArchived({ ctx, input: { ...input, archived: false } }),
      }),
    },
    versions: listPageVersions,
    version: getPageVersion,
    // The path names the version to restore; the body's `version` is the one the editor opened.
    restoreVersion: {
      run: async ({ ctx, input: { id, version: restore }, req }) => ({
        result: await restorePageVersion({
          ctx,
          input: { id, restore, ...parseInput(restorePageVersionSchema, req.body) },
        }),
      }),
    },
  });
}
