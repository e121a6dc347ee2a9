/**
 * A click on a notification while the app or the console is open: the service worker
 * (web/public/push-handlers.js) posts `{ type: "open-screen", url }` to the open page. The path
 * (with its query) that page should show, or null for any other message or a url of another site.
 */
export function screenPathOf(message: unknown, origin: string): string | null {
  const data = message as { type?: unknown; url?: unknown } | null;
  if (data?.type !== "open-screen" || typeof data.url !== "string") return null;
  const url = new URL(data.url, origin);
  return url.origin === origin ? `${url.pathname}${url.search}` : null;
}
