import { createContext, use, useCallback } from "react";
import { formatDay } from "./dates";

/**
 * The school's time zone, from the signed-in frame's `/me` answer (undefined until it comes). A
 * date shown in the app is the school's: an announcement published at 22:30 in New York is dated
 * that day on a phone in Berlin too, as it is in the console.
 */
export const SchoolZone = createContext<string | undefined>(undefined);

/** The school's zone, for formatters other than the day (undefined until `/me` has answered). */
export const useSchoolZone = () => use(SchoolZone);

/** Formats an instant as the school's calendar day (the device's until the school's zone is known). */
export function useSchoolDay(): (iso: string) => string {
  const zone = useSchoolZone();
  return useCallback((iso: string) => formatDay(iso, zone), [zone]);
}
