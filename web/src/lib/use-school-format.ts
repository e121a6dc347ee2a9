import { DATE_FORMATS, type DateFormat } from "@shared/school-calendar";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { getLookupsQueryOptions } from "./lookups";
import { DEFAULT_SCHOOL_CLOCK, schoolFormat, type SchoolClock, type SchoolFormat } from "./school-format";

const STORAGE_KEY = "schoolClock";

/** The zone and date format this device last saw, so a returning visit writes dates right at once. */
function rememberedClock(): SchoolClock {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<SchoolClock> | null;
    if (typeof value?.timeZone === "string" && DATE_FORMATS.includes(value.dateFormat as DateFormat)) {
      return { timeZone: value.timeZone, dateFormat: value.dateFormat as DateFormat };
    }
  } catch {
    // Storage blocked or an unreadable value: the default clock will do until the settings arrive.
  }
  return DEFAULT_SCHOOL_CLOCK;
}

/**
 * The school's date and time formatters (lib/school-format.ts) bound to its zone and date format,
 * read from the shared lookups (Settings → School). Until they arrive: what this device remembers.
 */
export function useSchoolFormat(): SchoolFormat {
  const [remembered] = useState(rememberedClock);
  const { data } = useQuery({
    ...getLookupsQueryOptions(),
    select: (l) => ({ timeZone: l.timeZone, dateFormat: l.dateFormat }),
  });
  const timeZone = data?.timeZone ?? remembered.timeZone;
  const dateFormat = data?.dateFormat ?? remembered.dateFormat;
  useEffect(() => {
    if (!data) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ timeZone, dateFormat }));
    } catch {
      // Private mode or a full storage: remembered only for a right first paint.
    }
  }, [data, timeZone, dateFormat]);
  return useMemo(() => schoolFormat({ timeZone, dateFormat }), [timeZone, dateFormat]);
}
