import type { StudentLink } from "@shared/link.schema";
import type { StudentPage, StudentPageSummary } from "@shared/page.schema";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/pages`: the published pages for the caller's audience (no bodies). */
export const usePages = () => useMeData<StudentPageSummary[]>("/pages");

/** `GET /api/me/pages/:slug`: one of them, with its Markdown. */
export const usePage = (slug: string) => useMeData<StudentPage>(`/pages/${encodeURIComponent(slug)}`);

/** `GET /api/me/links`: the shown links, in the school's order. */
export const useLinks = () => useMeData<StudentLink[]>("/links");
