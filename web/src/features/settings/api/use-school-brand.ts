import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { SchoolBrand } from "@/components/layout/school-brand";
import { getSettingsQueryOptions } from "./get-settings";

const STORAGE_KEY = "schoolBrand";

/** The brand this device last saw, so the menu shows the school at once on the next visit. */
function rememberedBrand(): SchoolBrand | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<SchoolBrand> | null;
    if (typeof value?.name !== "string" || !value.name) return undefined;
    return { name: value.name, logoURL: typeof value.logoURL === "string" ? value.logoURL : null };
  } catch {
    return undefined; // storage blocked or a value from an older build: the default brand will do
  }
}

/**
 * The school's name and logo for the console's frame, from the settings (which every staff member
 * may read). Asked only once `enabled` (after the first screen), so the frame never delays a
 * screen's own data; saving Settings refreshes the same query, so a new logo shows at once.
 */
export function useSchoolBrand(enabled: boolean): SchoolBrand | undefined {
  const [remembered] = useState(rememberedBrand);
  const { data } = useQuery({ ...getSettingsQueryOptions(), enabled });
  const name = data?.settings.school.name;
  const logoURL = data?.logoURL ?? null;
  useEffect(() => {
    if (!name) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ name, logoURL }));
    } catch {
      // Private mode or a full storage: the brand is only remembered for speed.
    }
  }, [name, logoURL]);
  return name ? { name, logoURL } : remembered;
}
