import { existingDoc } from "../lib/collections";
import { Timestamp } from "firebase-admin/firestore";
import { createWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { TITLE_MAX, audienceSchema, type Announcement } from "../shared/announcement.schema";
import { announcementRef, storedFields, toAnnouncement } from "./announcements.repository";
import { copiesEmailChoice } from "./publication-rule";

/**
 * A new draft with the same content and audience: dates are left for the writer to choose. Staff
 * may duplicate anything (a draft is theirs to write); their copy does not keep "also email
 * guardians", which is an admin's choice (publication-rule.ts).
 */
export async function duplicateAnnouncement({
  ctx,
  input,
}: HandlerArgs<{ id: string }>): Promise<Announcement> {
  const { id } = input;
  const source = await existingDoc(announcementRef(id), "This announcement does not exist.");
  const now = Timestamp.fromDate(ctx.now);
  const content = {
    title: `Copy of ${String(source.get("title"))}`.slice(0, TITLE_MAX),
    body: String(source.get("body") ?? ""),
    audience: audienceSchema.parse(source.get("audience")),
    pinned: false,
    publishAt: null,
    expiresAt: null,
    emailGuardians: copiesEmailChoice(ctx) && source.get("emailGuardians") === true,
  };
  const ref = await createWithAudit(
    ctx.actor,
    "announcements",
    { ...storedFields(content, now), archived: false, mailQueuedAt: null },
    { action: "announcement.duplicate", details: { from: id } },
  );
  return toAnnouncement(await ref.get(), ctx.now);
}
