import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { announcementRef } from "./announcements.repository";

/** Permanent delete (admin, confirmed in the console): only what is archived already. */
export async function deleteAnnouncement({ ctx, input: { id } }: HandlerArgs<{ id: string }>): Promise<void> {
  // The route is admin-only as well; the handler keeps the rule wherever it is called from.
  if (ctx.actor.role !== "admin") throw forbidden("Only admins can delete announcements permanently.");
  const ref = announcementRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This announcement does not exist.");
    if (snap.get("archived") !== true)
      throw conflict("Archive this announcement before deleting it permanently.");
    tx.delete(ref);
    addAudit(tx, ctx.actor, {
      action: "announcement.delete",
      resource: "announcements",
      resourceId: id,
      details: { title: snap.get("title") },
    });
  });
}
