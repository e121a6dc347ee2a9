import { idParamsSchema } from "./id.schema";
import {
  createPageSchema,
  listPagesSchema,
  listPageVersionsSchema,
  pageVersionParamsSchema,
  restorePageVersionSchema,
  slugCheckSchema,
  updatePageSchema,
  type Page,
  type PageVersion,
  type SlugCheck,
} from "./page.schema";
import { data, defineRoutes, page, typed } from "./route-contract";

const studentPage = typed<Page>("A page students read.");
const versionParams = idParamsSchema.extend(pageVersionParamsSchema.shape);

/** /api/pages, for console roles: pages students read, with every save's version. */
export const pageRoutes = defineRoutes(
  { base: "/pages", tag: "Pages", callers: ["admin", "staff"] },
  {
    slugCheck: {
      method: "GET",
      path: "/slug-check",
      summary: "Whether a slug is free",
      query: slugCheckSchema,
      answer: data(typed<SlugCheck>("Whether the slug is free.")),
    },
    list: { method: "GET", path: "/", summary: "Pages", query: listPagesSchema, answer: page(studentPage) },
    create: {
      method: "POST",
      path: "/",
      summary: "Create a page",
      body: createPageSchema,
      answer: data(studentPage, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One page",
      params: idParamsSchema,
      answer: data(studentPage),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a page: `version` is the one the editor opened (409 when it changed since)",
      params: idParamsSchema,
      body: updatePageSchema,
      patch: true,
      answer: data(studentPage),
    },
    archive: {
      method: "POST",
      path: "/:id/archive",
      summary: "Archive a page",
      params: idParamsSchema,
      answer: data(studentPage),
    },
    restore: {
      method: "POST",
      path: "/:id/restore",
      summary: "Restore a page",
      params: idParamsSchema,
      answer: data(studentPage),
    },
    versions: {
      method: "GET",
      path: "/:id/versions",
      summary: "A page's saved versions, newest first",
      params: idParamsSchema,
      query: listPageVersionsSchema,
      answer: page(typed<PageVersion>("A saved version.")),
    },
    version: {
      method: "GET",
      path: "/:id/versions/:version",
      summary: "One saved version",
      params: versionParams,
      answer: data(typed<PageVersion>("A saved version.")),
    },
    restoreVersion: {
      method: "POST",
      path: "/:id/versions/:version/restore",
      summary: "Make a saved version the page again (as a new version)",
      params: versionParams,
      body: restorePageVersionSchema,
      answer: data(studentPage),
    },
  },
);
