import { useEffect, useRef, useState } from "react";
import { useDebounced } from "./use-debounced";

/**
 * A search box whose text goes to the address (`key`, and so to the list's query) once typing
 * pauses. `current` is what the address holds now; `setParam` writes one parameter ("" removes it),
 * such as useSearchParamSetter's. Only new typing writes: when the address changes some other way
 * (back, a link, a cleared filter), the box's older text does not write itself back over it.
 */
export function useUrlSearch(current: string, setParam: (key: string, value: string) => void, key = "q") {
  const [search, setSearch] = useState(current);
  const typed = useDebounced(search.trim(), 300);
  const latest = useRef({ current, setParam, key });
  latest.current = { current, setParam, key };
  useEffect(() => {
    const now = latest.current;
    if (typed !== now.current) now.setParam(now.key, typed);
  }, [typed]);
  return [search, setSearch] as const;
}
