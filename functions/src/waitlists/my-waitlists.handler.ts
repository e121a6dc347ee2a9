import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import { seatsSettings } from "../seats/seats-settings";
import { type MyWaitlists, type OfferStatus, type WaitlistOffer } from "../shared/waitlist.schema";
import { activeMemberCount } from "../groups/groups.repository";
import { addToWaitlist, takeOffWaitlist } from "./staff-waitlist.handler";
import { advanceWaitlist, freePlaces } from "./waitlist-offers";
import { leavePlace } from "./waitlist-places";
import { entryOf, entryRef, groupEntries, isOnList, offerRef } from "./waitlist.repository";
import { namesOf, offersOf } from "./waitlist-views";

type Args<I> = HandlerArgs<I, StudentContext>;

/** GET /api/me/waitlists: the student's places in line, their offers out, and the groups they may ask for. */
export async function getMyWaitlists({ ctx }: Args<unknown>): Promise<MyWaitlists> {
  const id = ctx.student.id;
  const [entries, offers, settings, groups] = await Promise.all([
    collections.waitlistEntries.col().where("studentId", "==", id).get(),
    collections.waitlistOffers.col().where("studentId", "==", id).get(),
    seatsSettings(),
    collections.groups.col().orderBy("nameLower").get(),
  ]);
  const onList = entries.docs.filter(isOnList);
  const groupNames = await namesOf(
    "groups",
    onList.map((e) => String(e.get("groupId"))),
  );
  const places = await Promise.all(
    onList.map(async (e) => {
      const line = await groupEntries(String(e.get("groupId")));
      const names = new Map([[id, ""]]);
      return { ...entryOf(e, line, names), groupName: groupNames.get(String(e.get("groupId"))) ?? "" };
    }),
  );
  const waiting = new Set(onList.map((e) => String(e.get("groupId"))));
  const open = offers.docs.filter((o) => o.get("status") === "open");
  const joinable = settings.familiesJoinWaitlists
    ? await Promise.all(
        groups.docs
          .filter((g) => !ctx.student.groupIds.includes(g.id) && !waiting.has(g.id))
          .map(async (g) => ({
            _id: g.id,
            name: String(g.get("name") ?? ""),
            full: (await activeMemberCount(g.id)) >= Number(g.get("capacity") ?? 0),
          })),
      )
    : [];
  return { canJoin: settings.familiesJoinWaitlists, places, offers: await offersOf(open), joinable };
}

/** POST /api/me/waitlists {groupId}: where the school allows it, the family puts the student in line. */
export async function joinMyWaitlist({ ctx, input }: Args<{ groupId: string }>): Promise<MyWaitlists> {
  if (!(await seatsSettings()).familiesJoinWaitlists)
    throw forbidden("The school takes waitlist requests directly: ask the office to put you on the list.");
  await addToWaitlist(ctx, input.groupId, ctx.student.id, "family");
  return getMyWaitlists({ ctx, input: {} });
}

const CLOSED: Partial<Record<OfferStatus, string>> = {
  accepted: "You already accepted this place.",
  declined: "You declined this offer; it has gone to the next family.",
  lapsed: "This offer has lapsed: its time to accept is over and the place went to the next family.",
  withdrawn: "The school withdrew this offer. Ask the office if you think this is a mistake.",
};

/** The family's own offer, open at `now`, or the 404/409 that says why not (nothing is changed). */
function openOffer(offer: DocumentSnapshot, ctx: StudentContext): DocumentSnapshot {
  if (!offer.exists || offer.get("studentId") !== ctx.student.id) throw notFound("No such offer.");
  const status = offer.get("status") as OfferStatus;
  if (status === "held") throw notFound("No such offer.");
  if (status !== "open") throw conflict(CLOSED[status] ?? "This offer is closed.");
  if ((offer.get("expiresAt") as Timestamp).toMillis() <= ctx.now.getTime()) throw conflict(CLOSED.lapsed!);
  return offer;
}

/**
 * POST /api/me/waitlists/offers/:id/accept: the student joins the group. One transaction reads
 * the offer and checks the place is still free (capacity, active members, other offers out)
 * before it enrols the student, closes the offer and takes the student off the line.
 */
export async function acceptOffer({ ctx, input }: Args<{ id: string }>): Promise<WaitlistOffer> {
  const { timeZone } = (await schoolSettings()).school;
  await db().runTransaction(async (tx) => {
    const offer = openOffer(await tx.get(offerRef(input.id)), ctx);
    const groupId = String(offer.get("groupId"));
    const { group, free } = await freePlaces(tx, groupId, offer.id);
    const student = await tx.get(collections.students.ref(ctx.student.id));
    if (!group.exists) throw conflict("This group no longer exists.");
    if (free <= 0) throw conflict("The group is full after all: the school will offer you the next place.");
    tx.update(offer.ref, { status: "accepted", closedAt: Timestamp.fromDate(ctx.now) });
    leavePlace(tx, student, groupId, "enrolled", timeZone);
    addAudit(tx, ctx.actor, {
      action: "waitlist.accept",
      resource: "students",
      resourceId: student.id,
      details: { groupId, groupName: group.get("name"), offerId: offer.id },
    });
  });
  return (await offersOf([await offerRef(input.id).get()]))[0]!;
}

/** POST /api/me/waitlists/offers/:id/decline: off the line; the place goes to the next family. */
export async function declineOffer({ ctx, input }: Args<{ id: string }>): Promise<WaitlistOffer> {
  const { timeZone } = (await schoolSettings()).school;
  const groupId = await db().runTransaction(async (tx) => {
    const offer = openOffer(await tx.get(offerRef(input.id)), ctx);
    const student = await tx.get(collections.students.ref(ctx.student.id));
    const gid = String(offer.get("groupId"));
    tx.update(offer.ref, { status: "declined", closedAt: Timestamp.fromDate(ctx.now) });
    leavePlace(tx, student, gid, "declined", timeZone);
    addAudit(tx, ctx.actor, {
      action: "waitlist.decline",
      resource: "students",
      resourceId: student.id,
      details: { groupId: gid, offerId: offer.id },
    });
    return gid;
  });
  await advanceWaitlist(groupId, ctx.now);
  return (await offersOf([await offerRef(input.id).get()]))[0]!;
}

/**
 * DELETE /api/me/waitlists/:id (a group's id): the family takes the student off that group's line.
 * An open offer the student holds there is declined (the place goes to the next family, as when
 * they decline it); otherwise the place is given up as staff would remove it, audited as the
 * family's. A group the student is not waiting for is a 404, whoever's it is.
 */
export async function leaveMyWaitlist({ ctx, input }: Args<{ id: string }>): Promise<MyWaitlists> {
  const entry = await entryRef(input.id, ctx.student.id).get();
  if (!entry.exists || !isOnList(entry)) throw notFound("You are not on this group's waitlist.");
  const offerId = entry.get("offerId") as string | null | undefined;
  const offer = offerId ? await offerRef(offerId).get() : null;
  const open =
    offer?.get("status") === "open" && (offer.get("expiresAt") as Timestamp).toMillis() > ctx.now.getTime();
  if (open) await declineOffer({ ctx, input: { id: offer.id } });
  else await takeOffWaitlist(ctx, input.id, ctx.student.id, "waitlist.leave", { by: "family" });
  return getMyWaitlists({ ctx, input: {} });
}
