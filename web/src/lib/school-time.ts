import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * Scheduled times are entered in the school's time zone (settings), whatever the browser's is:
 * `<input type="datetime-local">` values ("2026-10-01T17:30") <-> ISO instants. (Dates and times
 * shown to people are written by school-format.ts.)
 */
export function localInputToIso(value: string, timeZone: string): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value; // left as typed: the schema reports it as not a valid date and time
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new TZDate(y, mo - 1, d, h, mi, timeZone).toISOString();
}

export function isoToLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  return format(new TZDate(new Date(iso), timeZone), "yyyy-MM-dd'T'HH:mm");
}
