import { useEffect, useRef, useState } from "react";
import { useDebounced } from "./use-debounced";

/**
 * A search box whose text goes to the address (`key`, and so to the list's query) once typing
 * pauses. `current` is what the address holds now; `setParam` writes one parameter ("" removes it),
 * such as useSearchParamSetter's. When the address changes some other way (Back, a link), the box
 * shows what it now holds: its older text is never written back over it.
 */
export function useUrlSearch(current: string, setParam: (key: string, value: string) => void, key = "q") {
  const [search, setSearch] = useState(current);
  const typed = useDebounced(search.trim(), 300);
  const latest = useRef({ current, typed, setParam, key });
  latest.current = { current, typed, setParam, key };
  useEffect(() => {
    const now = latest.current;
    if (typed !== now.current) now.setParam(now.key, typed);
  }, [typed]);
  useEffect(() => {
    // Our own write arrives as the text typed; anything else came from elsewhere.
    if (current !== latest.current.typed) setSearch(current);
  }, [current]);
  return [search, setSearch] as const;
}
