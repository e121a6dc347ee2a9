import type { MyWeek } from "@shared/me-week.schema";
import { meRequest } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/week`: this week's sessions, practice, closed days and what is new. */
export const useWeek = () => useMeData<MyWeek>("/week");

/** `POST /api/me/seen`: what Home showed counts as seen from now on. */
export const markSeen = () => meRequest<void>("/seen", { method: "POST" }).catch(() => undefined);
