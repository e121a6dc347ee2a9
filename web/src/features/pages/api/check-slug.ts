import { pageRoutes } from "@shared/page.routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { useDebounced } from "@/lib/use-debounced";
import { pageKeys } from "./list-pages";

/** GET /api/pages/slug-check: whether the slug typed is free (the save checks again). */
export function getSlugCheckQueryOptions(slug: string, exceptId: string | undefined) {
  return routeQueryOptions([...pageKeys.all, "slug-check", slug, exceptId ?? ""], pageRoutes.slugCheck, {
    query: { slug, exceptId },
    quiet: true,
  });
}

/** The live check of the form's slug, asked once the typing pauses. */
export function useSlugCheck(slug: string, exceptId: string | undefined) {
  const settled = useDebounced(slug.trim(), 300);
  return useQuery({
    ...getSlugCheckQueryOptions(settled, exceptId),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
  });
}
