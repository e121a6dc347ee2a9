/**
 * Runs `task` once the page has loaded and had a moment to paint and settle, so what it loads
 * never competes with the first screen's own requests. Answers a cancel function.
 */
export function afterFirstScreen(task: () => void, delayMs = 2500): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(task, delayMs);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
  return () => {
    window.removeEventListener("load", later);
    clearTimeout(timer);
  };
}

/** Runs `task` on the visitor's first tap, key or focus (whichever comes first). */
export function onFirstInteraction(task: () => void): () => void {
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const once = () => {
    stop();
    task();
  };
  const stop = () => events.forEach((e) => window.removeEventListener(e, once, true));
  events.forEach((e) => window.addEventListener(e, once, { capture: true }));
  return stop;
}
