import { WEEKDAYS_SHORT } from "@shared/school-calendar";

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
export const formatShortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
export const weekday = (dow: number) => WEEKDAYS_SHORT[dow] ?? "";
export const STATUS_COLOR: Record<string, string> = { draft: "gray", published: "green", archived: "orange" };
