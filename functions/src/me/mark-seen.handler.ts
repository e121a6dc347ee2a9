import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { recordVisit } from "./app-visits";

/** `POST /api/me/seen`: the app was opened now; the week's news counts from here next time. */
export async function markSeen({ ctx }: HandlerArgs<Record<string, never>, StudentContext>): Promise<void> {
  await recordVisit(ctx);
}
