import { WEEKDAYS_SHORT } from "@shared/school-calendar";

export const weekday = (dow: number) => WEEKDAYS_SHORT[dow] ?? "";
export const STATUS_COLOR: Record<string, string> = { draft: "gray", published: "green", archived: "orange" };
