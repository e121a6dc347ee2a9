import { meRoutes } from "@shared/me.routes";
import { apiCall } from "@/lib/api-call";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/week`: this week's sessions, practice, closed days and what is new. */
export const useWeek = () => useMeData(meRoutes.week, {});

/** `POST /api/me/seen`: what Home showed counts as seen from now on. */
export const markSeen = () => apiCall(meRoutes.seen).catch(() => undefined);
