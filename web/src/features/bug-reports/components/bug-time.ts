import { format } from "date-fns";

/** "12 Feb 2027, 14:58" in the browser's zone; an empty or broken time shows as a dash. */
export function bugTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, "d MMM yyyy, HH:mm") : "—";
}
