import type { DocumentSnapshot } from "firebase-admin/firestore";
import { forbidden } from "../lib/http-error";
import type { HandlerContext } from "../lib/handler-context";
import {
  STAFF_CHANGE_REFUSED,
  STAFF_SAVE_REFUSED,
  mayPublishAnnouncements,
  type AnnouncementInput,
} from "../shared/announcement.schema";

/**
 * The one publication rule (shared/announcement.schema.ts, `mayPublishAnnouncements`), checked by
 * every handler that can make an announcement go out or mail guardians. Checked before anything is
 * written, so a refused request changes and queues nothing.
 */

/** A save (create or full edit) by staff must leave a draft without guardian mail. */
export function assertMaySave(
  ctx: HandlerContext,
  input: Pick<AnnouncementInput, "publish" | "emailGuardians">,
) {
  if (mayPublishAnnouncements(ctx.actor.role)) return;
  if (input.publish !== "draft" || input.emailGuardians) throw forbidden(STAFF_SAVE_REFUSED);
}

/**
 * Staff change drafts only. A stored `publishAt` means scheduled, published or expired (archived
 * or not): editing, pinning, archiving or restoring it changes what students see, and restoring
 * one puts its due guardian mails back in the 5-minute run's way.
 */
export function assertMayChange(ctx: HandlerContext, stored: DocumentSnapshot) {
  if (mayPublishAnnouncements(ctx.actor.role)) return;
  if (stored.get("publishAt") != null) throw forbidden(STAFF_CHANGE_REFUSED);
}

/** A duplicate is always a draft; only an admin's copy keeps "also email guardians". */
export function copiesEmailChoice(ctx: HandlerContext) {
  return mayPublishAnnouncements(ctx.actor.role);
}
