import { WEEKDAYS_SHORT } from "@shared/school-calendar";
import { civilDateLabel } from "@/lib/civil-date-label";

export const formatDate = (iso: string) =>
  civilDateLabel(iso, { day: "numeric", month: "short", year: "numeric" });
export const formatShortDate = (iso: string) => civilDateLabel(iso, { day: "numeric", month: "short" });
export const weekday = (dow: number) => WEEKDAYS_SHORT[dow] ?? "";
export const STATUS_COLOR: Record<string, string> = { draft: "gray", published: "green", archived: "orange" };
