import { useLayoutEffect, useRef } from "react";

/**
 * The latest value, for an effect that should run when something else changes and only read this
 * one: a form filled when its dialog opens reads the pickers' defaults, but a refetch of the
 * pickers while the user types must not fill it again.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
