import { useEffect, useState } from "react";
import { useDebounced } from "./use-debounced";

/**
 * A search box whose text goes to the address (`key`, and so to the list's query) once typing
 * pauses. `current` is what the address holds now; `setParam` writes one parameter ("" removes it),
 * such as useSearchParamSetter's.
 */
export function useUrlSearch(current: string, setParam: (key: string, value: string) => void, key = "q") {
  const [search, setSearch] = useState(current);
  const typed = useDebounced(search.trim(), 300);
  useEffect(() => {
    if (typed !== current) setParam(key, typed);
  }, [typed, current, key, setParam]);
  return [search, setSearch] as const;
}
