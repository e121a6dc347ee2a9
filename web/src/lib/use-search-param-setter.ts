import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * Sets (or, with "", removes) one search parameter, replacing the history entry. Two changes made
 * before the next render both stick: each starts from the address the last one asked for, not from
 * the `params` of a render that may not have happened yet (react-router's own functional update
 * hands back the params of the last render, so a second quick change would drop the first).
 */
export function useSearchParamSetter() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const set = useCallback(
    (key: string, value: string) => {
      const next = new URLSearchParams(latest.current);
      if (value) next.set(key, value);
      else next.delete(key);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, set] as const;
}
