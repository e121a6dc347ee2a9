import { meRoutes } from "@shared/me.routes";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/attendance`: the student's own marks and rate, per program. */
export const useAttendance = () => useMeData(meRoutes.attendance, {});
