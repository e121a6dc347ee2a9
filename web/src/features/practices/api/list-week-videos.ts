import type { Lookups } from "@shared/program";
import { isRealDate, weekOfTerm } from "@shared/school-calendar";
import { videoRoutes } from "@shared/video.routes";
import type { Video } from "@shared/video.schema";
import { useQueries } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { sharedRootKeys } from "@/lib/query-keys";

/** The program weeks a date falls in: one per program (not archived) whose term holds it. */
export function programWeeksOn(lookups: Lookups, date: string) {
  if (!isRealDate(date)) return [];
  return lookups.programs
    .filter((p) => p.status !== "archived")
    .map((p) => ({ program: p, week: weekOfTerm(p.startDate, p.endDate, date) }))
    .filter((s): s is { program: Lookups["programs"][number]; week: number } => s.week !== null);
}

/** GET /api/videos of one program week (not archived), for the practice's video picker. */
export function getWeekVideosQueryOptions(programId: string, week: number) {
  return {
    ...routeQueryOptions([...sharedRootKeys.videos, "week", programId, week], videoRoutes.list, {
      query: { programId, week, status: "all", limit: 100 },
      quiet: true,
      staleTime: 30_000,
    }),
    select: (page: { data: Video[] }) => page.data,
  };
}

/** The library's videos of the week a Friday falls in, across the programs running then. */
export function useWeekVideos(lookups: Lookups, date: string) {
  const slots = programWeeksOn(lookups, date);
  const results = useQueries({
    queries: slots.map((s) => getWeekVideosQueryOptions(s.program._id, s.week)),
  });
  return {
    loading: results.some((r) => r.isPending),
    videos: results.flatMap((r, i) =>
      (r.data ?? []).map((v) => ({
        _id: v._id,
        name: `${v.title} (${slots[i]!.program.name}, week ${v.week})`,
      })),
    ),
  };
}
