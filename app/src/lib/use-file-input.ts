import { useRef } from "react";

/**
 * A file input keeps its own list of picked files, apart from the form's state. `clear` empties it
 * when the form lets its files go (sent, or refused), so the input never names a file that will
 * not be sent.
 */
export function useFileInput() {
  const ref = useRef<HTMLInputElement>(null);
  const clear = () => {
    if (ref.current) ref.current.value = "";
  };
  return { ref, clear };
}
