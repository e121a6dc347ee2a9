import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { heldUntil } from "../lib/school-quiet-hours";
import { schoolSettings } from "../lib/school-settings";
import { escapeHtml, queueMail } from "../mail/queue-mail";
import { accountsOfStudents } from "../notifications/audiences";
import { notify } from "../notifications/notify";
import { activeMemberCount } from "../groups/groups.repository";
import { seatsSettings } from "../seats/seats-settings";
import { groupEntries, groupOffers, isHolding, waitlistStateRef } from "./waitlist.repository";

const HOUR = 3_600_000;

/** An offer just made, opened or due a reminder: what the family is told. */
interface OfferNews {
  id: string;
  groupId: string;
  studentId: string;
  status: "held" | "open";
  expiresAt: Date;
}

/** What an offer-making transaction needs besides the group: "now", and quiet hours' end. */
export interface OfferClock {
  now: Date;
  /** The end of quiet hours when `now` is inside them (the offer waits for it), else null. */
  held: Date | null;
  windowHours: number;
}

export async function offerClock(now: Date): Promise<OfferClock> {
  const [held, settings] = await Promise.all([heldUntil(now), seatsSettings()]);
  return { now, held, windowHours: settings.offerWindowHours };
}

/**
 * Makes an offer for one entry inside `tx`: during quiet hours it is `held` and its time to answer
 * starts at their end. Marks the entry `offered` and writes the group's lock.
 */
export function makeOffer(
  tx: Transaction,
  entry: DocumentSnapshot,
  clock: OfferClock,
  by: { byHand: boolean; actor: string | null },
): OfferNews {
  const ref = collections.waitlistOffers.col().doc();
  const offeredAt = clock.held ?? clock.now;
  const expiresAt = new Date(offeredAt.getTime() + clock.windowHours * HOUR);
  const groupId = String(entry.get("groupId"));
  const studentId = String(entry.get("studentId"));
  const status = clock.held ? "held" : "open";
  tx.create(ref, {
    groupId,
    studentId,
    entryId: entry.id,
    status,
    offeredAt: Timestamp.fromDate(offeredAt),
    expiresAt: Timestamp.fromDate(expiresAt),
    byHand: by.byHand,
    createdBy: by.actor,
    createdAt: Timestamp.fromDate(clock.now),
    closedAt: null,
    remindedAt: null,
  });
  tx.update(entry.ref, { status: "offered", offerId: ref.id, updatedAt: FieldValue.serverTimestamp() });
  tx.set(waitlistStateRef(groupId), { lockedAt: Timestamp.fromDate(clock.now) }, { merge: true });
  return { id: ref.id, groupId, studentId, status, expiresAt };
}

/** The places of a group nobody holds: capacity, less active members and offers out. */
export async function freePlaces(tx: Transaction, groupId: string, exceptOfferId?: string) {
  const [group, active, offers] = await Promise.all([
    tx.get(collections.groups.ref(groupId)),
    activeMemberCount(groupId, tx),
    groupOffers(groupId, tx),
  ]);
  if (!group.exists) return { group, free: 0 };
  const holding = offers.filter((o) => isHolding(o) && o.id !== exceptOfferId).length;
  return { group, free: Number(group.get("capacity") ?? 0) - active - holding };
}

/**
 * Offers each free place of a group to the next family in line (unless offers are paused). One
 * transaction that reads and writes the group's lock document, so two runs at once cannot both
 * offer the same place: the second retries and sees the first's offer. Answers the offers made.
 */
export async function advanceWaitlist(groupId: string, now: Date): Promise<number> {
  const clock = await offerClock(now);
  const made = await db().runTransaction(async (tx) => {
    const state = await tx.get(waitlistStateRef(groupId));
    const { free } = await freePlaces(tx, groupId);
    const entries = await groupEntries(groupId, tx);
    if (state.get("paused") === true || free <= 0) return [];
    const waiting = entries.filter((e) => e.get("status") === "waiting").slice(0, free);
    return waiting.map((e) => makeOffer(tx, e, clock, { byHand: false, actor: null }));
  });
  await tellFamilies(
    made.filter((o) => o.status === "open"),
    now,
    "waitlistOffer",
  );
  return made.length;
}

const untilText = (at: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at)} (${timeZone})`;

/**
 * Tells each family of an open offer, in the app and by mail. Keyed by the offer, so telling twice
 * (a re-run job) records and queues each once.
 */
export async function tellFamilies(
  news: readonly OfferNews[],
  now: Date,
  type: "waitlistOffer" | "waitlistOfferReminder",
): Promise<void> {
  if (news.length === 0) return;
  const { timeZone } = (await schoolSettings()).school;
  for (const offer of news) {
    const [group, student] = await db().getAll(
      collections.groups.ref(offer.groupId),
      collections.students.ref(offer.studentId),
    );
    const title = `${String(student!.get("firstName") ?? "")}: a place in ${String(group!.get("name") ?? "")}`;
    const until = untilText(offer.expiresAt, timeZone);
    const key = `${type === "waitlistOffer" ? "offer" : "offer-reminder"}-${offer.id}`;
    await notify({
      type,
      recipients: await accountsOfStudents([offer.studentId]),
      params: { offerId: offer.id, title, until },
      key,
      now,
    });
    const to = [student!.get("email"), student!.get("guardian")?.email].filter(
      (a): a is string => typeof a === "string" && a.length > 0,
    );
    if (to.length === 0) continue;
    const text = `${title} is free. Accept it in the app by ${until}; after that it goes to the next family in line.`;
    await queueMail(
      {
        to: [...new Set(to)],
        message: {
          subject: type === "waitlistOffer" ? "A place is free for you" : "Your waitlist offer ends soon",
          text,
          html: `<p>${escapeHtml(text)}</p>`,
        },
      },
      { id: `waitlist-${key}`, meta: { type: `waitlist-${type}`, offerId: offer.id } },
    );
  }
}
