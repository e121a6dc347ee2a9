import { conflict, notFound } from "../api/http-error";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { SessionClaims } from "../shared/session";
import { announcementRef } from "./announcements.repository";

/** Permanent delete (admin, confirmed in the console): only what is archived already. */
export async function deleteAnnouncement(ctx: { actor: SessionClaims }, id: string) {
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
