import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router-dom";

/** Parameters to set; "", null or undefined removes one. */
export type ParamChanges = Record<string, string | null | undefined>;

/**
 * Sets (or removes) search parameters: `setParam(key, value)` one, `setParams({ ... })` several
 * at once. The address's history entry is replaced, or with `push` a new one is added (so Back
 * returns to the filter or tab before). Two changes made before the next render both stick: each
 * starts from the address the last one asked for, not from the `params` of a render that may not
 * have happened yet (react-router's own functional update hands back the params of the last
 * render, so a second quick change would drop the first).
 */
export function useSearchParamSetter({ push = false }: { push?: boolean } = {}) {
  const [params, navigate] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const setParams = useCallback(
    (changes: ParamChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      latest.current = next;
      navigate(next, { replace: !push });
    },
    [navigate, push],
  );
  const setParam = useCallback((key: string, value: string) => setParams({ [key]: value }), [setParams]);
  return [params, setParam, setParams] as const;
}
