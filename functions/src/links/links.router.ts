import { consoleRouter } from "../api/route-table-router";
import { linkRoutes } from "../shared/link.routes";
import { setLinkArchived } from "./archive-link.handler";
import { createLink } from "./create-link.handler";
import { getLink } from "./get-link.handler";
import { listLinks } from "./list-links.handler";
import { reorderLinks } from "./reorder-links.handler";
import { updateLink } from "./update-link.handler";

/** /api/links: the handlers of `linkRoutes`. */
export function linksRouter() {
  return consoleRouter(linkRoutes, {
    reorder: reorderLinks,
    list: listLinks,
    create: createLink,
    get: getLink,
    update: updateLink,
    archive: {
      run: async ({ ctx, input }) => ({
        result: await setLinkArchived({ ctx, input: { ...input, archived: true } }),
      }),
    },
    restore: {
      run: async ({ ctx, input }) => ({
        result: await setLinkArchived({ ctx, input: { ...input, archived: false } }),
      }),
    },
  });
}
