import { Timestamp } from "firebase-admin/firestore";
import { notFound } from "../api/http-error";
import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import { TITLE_MAX, audienceSchema } from "../shared/announcement.schema";
import type { SessionClaims } from "../shared/session";
import { announcementRef, announcementsCol, storedFields, toAnnouncement } from "./announcements.repository";

/** A new draft with the same content and audience: dates are left for the writer to choose. */
export async function duplicateAnnouncement(ctx: { actor: SessionClaims }, id: string) {
  const source = await announcementRef(id).get();
  if (!source.exists) throw notFound("This announcement does not exist.");
  const now = Timestamp.now();
  const ref = announcementsCol().doc();
  const title = `Copy of ${String(source.get("title"))}`.slice(0, TITLE_MAX);
  const batch = db().batch();
  batch.create(ref, {
    ...storedFields(
      {
        title,
        body: String(source.get("body") ?? ""),
        audience: audienceSchema.parse(source.get("audience")),
        pinned: false,
        publishAt: null,
        expiresAt: null,
        emailGuardians: source.get("emailGuardians") === true,
      },
      now,
    ),
    archived: false,
    mailQueuedAt: null,
    ...createdFields(ctx.actor),
  });
  addAudit(batch, ctx.actor, {
    action: "announcement.duplicate",
    resource: "announcements",
    resourceId: ref.id,
    details: { from: id },
  });
  await batch.commit();
  return toAnnouncement(await ref.get());
}
