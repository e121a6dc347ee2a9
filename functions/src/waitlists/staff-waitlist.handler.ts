import { Timestamp, FieldValue } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { collections, existingDoc } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs, HandlerContext } from "../lib/handler-context";
import { conflict, notFound } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import type { GroupWaitlist } from "../shared/waitlist.schema";
import { advanceWaitlist, freePlaces, makeOffer, offerClock, tellFamilies } from "./waitlist-offers";
import { joinPlace, leavePlace } from "./waitlist-places";
import { groupWaitlist } from "./waitlist-views";
import {
  entryRef,
  groupEntries,
  groupOffers,
  isHolding,
  isOnList,
  nextRank,
  waitlistStateRef,
} from "./waitlist.repository";

type Args<I> = HandlerArgs<I & { id: string }>;
/** The audit entry of a change to a group's line, on the group. */
const audit = (
  writer: FirebaseFirestore.Transaction | FirebaseFirestore.WriteBatch,
  ctx: HandlerContext,
  groupId: string,
  // Whole codes, so the audit trail's words (and their test, which reads these) cover each one.
  action: `waitlist.${string}`,
  details: Record<string, unknown>,
) =>
  addAudit(writer, ctx.actor, {
    action,
    resource: "groups",
    resourceId: groupId,
    details,
  });

/** GET /api/waitlists/:id */
export async function getGroupWaitlist({ input }: Args<object>): Promise<GroupWaitlist> {
  return groupWaitlist(input.id);
}

/**
 * Puts a student at the end of a group's line (staff here, the family through the app): not a
 * member already, not archived, not on this list. A free place is offered at once.
 */
export async function addToWaitlist(
  ctx: HandlerContext,
  groupId: string,
  studentId: string,
  by: "staff" | "family",
): Promise<void> {
  await existingDoc(collections.groups.ref(groupId), "No such group.");
  const { timeZone } = (await schoolSettings()).school;
  await db().runTransaction(async (tx) => {
    const student = await tx.get(collections.students.ref(studentId));
    if (!student.exists) throw notFound("No such student.");
    const entries = await groupEntries(groupId, tx);
    if (student.get("status") === "archived") throw conflict("Archived students cannot join a waitlist.");
    if (
      ((student.get("groupIds") as string[] | undefined) ?? []).includes(groupId) &&
      student.get("status") === "active"
    )
      throw conflict("This student is already in the group.");
    if (entries.some((e) => e.get("studentId") === studentId && isOnList(e)))
      throw conflict("This student is already on the group's waitlist.");
    joinPlace(tx, student, groupId, {
      rank: nextRank(entries),
      by,
      now: ctx.now,
      actor: ctx.actor.sub,
      timeZone,
    });
    audit(tx, ctx, groupId, "waitlist.join", { studentId, by });
  });
  await advanceWaitlist(groupId, ctx.now);
}

/** POST /api/waitlists/:id/entries */
export async function addEntry({ ctx, input }: Args<{ studentId: string }>): Promise<GroupWaitlist> {
  await addToWaitlist(ctx, input.id, input.studentId, "staff");
  return groupWaitlist(input.id);
}

/** POST /api/waitlists/:id/reorder: moves one student to `position` (1 = first), audited with the reason. */
export async function reorderWaitlist({
  ctx,
  input,
}: Args<{ studentId: string; position: number; reason: string }>): Promise<GroupWaitlist> {
  await existingDoc(collections.groups.ref(input.id), "No such group.");
  await db().runTransaction(async (tx) => {
    const onList = (await groupEntries(input.id, tx)).filter(isOnList);
    const from = onList.findIndex((e) => e.get("studentId") === input.studentId);
    if (from < 0) throw notFound("This student is not on the group's waitlist.");
    const to = Math.min(input.position, onList.length) - 1;
    const [moved] = onList.splice(from, 1);
    onList.splice(to, 0, moved!);
    onList.forEach((e, i) => {
      if (e.get("rank") !== i + 1) tx.update(e.ref, { rank: i + 1, updatedAt: FieldValue.serverTimestamp() });
    });
    audit(tx, ctx, input.id, "waitlist.reorder", {
      studentId: input.studentId,
      from: from + 1,
      to: to + 1,
      reason: input.reason,
    });
  });
  return groupWaitlist(input.id);
}

/** Closes an entry's offer if it holds one (withdrawn by the school). */
function withdrawIn(
  tx: FirebaseFirestore.Transaction,
  offer: FirebaseFirestore.DocumentSnapshot | undefined,
  now: Date,
) {
  if (offer && isHolding(offer))
    tx.update(offer.ref, { status: "withdrawn", closedAt: Timestamp.fromDate(now) });
}

/**
 * Takes a student off a group's line (staff with a reason, or the family leaving it): an offer the
 * entry holds is withdrawn and the place goes to the next in line. 404 when they are not on it.
 */
export async function takeOffWaitlist(
  ctx: HandlerContext,
  groupId: string,
  studentId: string,
  action: "waitlist.remove" | "waitlist.leave",
  details: Record<string, unknown>,
): Promise<void> {
  const { timeZone } = (await schoolSettings()).school;
  await db().runTransaction(async (tx) => {
    const [entry, student] = await tx.getAll(
      entryRef(groupId, studentId),
      collections.students.ref(studentId),
    );
    if (!entry!.exists || !isOnList(entry!) || !student!.exists)
      throw notFound("This student is not on the group's waitlist.");
    const offers = await groupOffers(groupId, tx);
    withdrawIn(
      tx,
      offers.find((o) => o.id === entry!.get("offerId")),
      ctx.now,
    );
    leavePlace(tx, student!, groupId, "removed", timeZone);
    audit(tx, ctx, groupId, action, { studentId, ...details });
  });
  await advanceWaitlist(groupId, ctx.now);
}

/** POST /api/waitlists/:id/remove: off the list, with a reason; an offer it holds is withdrawn. */
export async function removeFromWaitlist({
  ctx,
  input,
}: Args<{ studentId: string; reason: string }>): Promise<GroupWaitlist> {
  await takeOffWaitlist(ctx, input.id, input.studentId, "waitlist.remove", { reason: input.reason });
  return groupWaitlist(input.id);
}

/** POST /api/waitlists/:id/pause: no new offers while paused (open ones stay); resuming offers free places. */
export async function pauseWaitlist({
  ctx,
  input,
}: Args<{ paused: boolean; reason: string }>): Promise<GroupWaitlist> {
  await existingDoc(collections.groups.ref(input.id), "No such group.");
  const batch = db().batch();
  batch.set(
    waitlistStateRef(input.id),
    { paused: input.paused, lockedAt: Timestamp.fromDate(ctx.now) },
    { merge: true },
  );
  audit(batch, ctx, input.id, input.paused ? "waitlist.pause" : "waitlist.resume", { reason: input.reason });
  await batch.commit();
  if (!input.paused) await advanceWaitlist(input.id, ctx.now);
  return groupWaitlist(input.id);
}

/**
 * POST /api/waitlists/:id/skip: withdraws the oldest offer out; its family goes to the end of the
 * line (still waiting) and the place is offered to the next.
 */
export async function skipOffer({ ctx, input }: Args<{ reason: string }>): Promise<GroupWaitlist> {
  await db().runTransaction(async (tx) => {
    const offers = (await groupOffers(input.id, tx)).filter(isHolding).reverse();
    const entries = await groupEntries(input.id, tx);
    const offer = offers[0];
    if (!offer) throw conflict("No offer is out for this group.");
    const entry = entries.find((e) => e.id === offer.get("entryId"));
    withdrawIn(tx, offer, ctx.now);
    if (entry && entry.get("offerId") === offer.id)
      tx.update(entry.ref, {
        status: "waiting",
        offerId: null,
        rank: nextRank(entries),
        updatedAt: FieldValue.serverTimestamp(),
      });
    tx.set(waitlistStateRef(input.id), { lockedAt: Timestamp.fromDate(ctx.now) }, { merge: true });
    audit(tx, ctx, input.id, "waitlist.skip", {
      offerId: offer.id,
      studentId: offer.get("studentId"),
      reason: input.reason,
    });
  });
  await advanceWaitlist(input.id, ctx.now);
  return groupWaitlist(input.id);
}

/** POST /api/waitlists/:id/offer: a free place offered to one student on the list, out of turn or while paused. */
export async function offerByHand({
  ctx,
  input,
}: Args<{ studentId: string; reason: string }>): Promise<GroupWaitlist> {
  const clock = await offerClock(ctx.now);
  const made = await db().runTransaction(async (tx) => {
    await tx.get(waitlistStateRef(input.id));
    const { group, free } = await freePlaces(tx, input.id);
    const entry = await tx.get(entryRef(input.id, input.studentId));
    if (!group.exists) throw notFound("No such group.");
    if (!entry.exists || !isOnList(entry)) throw notFound("This student is not on the group's waitlist.");
    if (entry.get("status") === "offered") throw conflict("This student already has an offer out.");
    if (free <= 0)
      throw conflict(
        "No place is free: every place is taken or offered. Skip the offer out or raise the capacity.",
      );
    const news = makeOffer(tx, entry, clock, { byHand: true, actor: ctx.actor.sub });
    audit(tx, ctx, input.id, "waitlist.offer", {
      studentId: input.studentId,
      offerId: news.id,
      reason: input.reason,
    });
    return news;
  });
  if (made.status === "open") await tellFamilies([made], ctx.now, "waitlistOffer");
  return groupWaitlist(input.id);
}
