import { meRoutes } from "@shared/me.routes";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/pages`: the published pages for the caller's audience (no bodies). */
export const usePages = () => useMeData(meRoutes.pages, {});

/** `GET /api/me/pages/:slug`: one of them, with its Markdown. */
export const usePage = (slug: string) => useMeData(meRoutes.page, { params: { slug } });

/** `GET /api/me/links`: the shown links, in the school's order. */
export const useLinks = () => useMeData(meRoutes.links, {});
