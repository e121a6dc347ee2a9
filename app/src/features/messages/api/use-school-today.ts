import { useEffect, useState } from "react";
import { dateFormat } from "@/lib/dates";
import { useSchoolZone } from "@/lib/school-zone";

/** Milliseconds until the next midnight in `timeZone` (a DST day may make it an hour early or late). */
export function untilMidnight(now: Date, timeZone?: string): number {
  const parts = dateFormat("en-GB", {
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
    timeZone,
  })
    .formatToParts(now)
    .reduce<Record<string, number>>((all, p) => ({ ...all, [p.type]: Number(p.value) }), {});
  const elapsed = ((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60 + (parts.second ?? 0);
  return (24 * 60 * 60 - elapsed) * 1000 - now.getMilliseconds();
}

/**
 * Now, as of the school's current day: a new Date when the school's day turns, so a screen left
 * open past midnight (a conversation) re-renders what it labelled "today".
 */
export function useSchoolToday(): Date {
  const zone = useSchoolZone();
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    // A second after the school's midnight. On a DST day the wall clock's wait is an hour off: an
    // hour early runs this again (a new `today`), an hour late is the longest a stale label stays.
    const timer = setTimeout(() => setToday(new Date()), untilMidnight(new Date(), zone) + 1000);
    return () => clearTimeout(timer);
  }, [today, zone]);
  return today;
}
