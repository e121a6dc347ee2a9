import { Timestamp } from "firebase-admin/firestore";
import { conflict, notFound } from "../lib/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement, AnnouncementInput } from "../shared/announcement.schema";
import { announcementRef, storedFields, toAnnouncement } from "./announcements.repository";
import { contentFromInput, queueMailsIfDue } from "./create-announcement.handler";
import { assertMayChange, assertMaySave } from "./publication-rule";

/** A full edit (the form), with the same publish choices as create (and the same rule for staff). */
export async function updateAnnouncement({
  ctx,
  input,
}: HandlerArgs<AnnouncementInput & { id: string }>): Promise<Announcement> {
  const { id } = input;
  assertMaySave(ctx, input);
  const now = Timestamp.fromDate(ctx.now);
  const ref = announcementRef(id);
  const content = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This announcement does not exist.");
    if (snap.get("archived") === true)
      throw conflict("This announcement is archived. Restore it before editing.");
    assertMayChange(ctx, snap);
    const next = contentFromInput(input, now, (snap.get("publishAt") as Timestamp | null) ?? null);
    tx.update(ref, { ...storedFields(next, now), ...updatedFields(ctx.actor) });
    const changed = (
      ["title", "body", "audience", "pinned", "publishAt", "expiresAt", "emailGuardians"] as const
    ).filter((k) => JSON.stringify(snap.get(k) ?? null) !== JSON.stringify(next[k] ?? null));
    addAudit(tx, ctx.actor, {
      action: "announcement.update",
      resource: "announcements",
      resourceId: id,
      details: { changed, publish: input.publish },
    });
    return next;
  });
  await queueMailsIfDue(id, content, now);
  return toAnnouncement(await ref.get(), ctx.now);
}
