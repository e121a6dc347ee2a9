import type { SessionClaims } from "../shared/session";

/** What every handler gets besides its input: who is acting (cal.com's `{ ctx, input }`). */
export interface HandlerContext {
  actor: SessionClaims;
}
