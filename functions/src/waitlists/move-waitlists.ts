import { FieldValue, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { schoolSettings } from "../lib/school-settings";
import { advanceWaitlist, tellFamilies } from "./waitlist-offers";
import { leavePlace } from "./waitlist-places";
import { entryRef } from "./waitlist.repository";

/** A reminder goes out this long before an open offer lapses. */
const REMIND_BEFORE_MS = 12 * 3_600_000;

const offers = () => collections.waitlistOffers.col();
const at = (t: unknown) => (t as Timestamp).toDate();

/**
 * The waitlists' clock work (run by `seatsTimers` with the run's time): offers whose time is up
 * lapse, held offers open when quiet hours end, reminders go out, and every group with families
 * waiting offers its free places. Each change re-reads its offer in a transaction, so a second run
 * at the same `now` finds nothing to change. Answers what it changed.
 */
export async function moveWaitlists(now: Date) {
  const nowTs = Timestamp.fromDate(now);
  const { timeZone } = (await schoolSettings()).school;
  const touched = new Set<string>();

  let lapsed = 0;
  const due = await offers().where("status", "==", "open").where("expiresAt", "<=", nowTs).get();
  for (const doc of due.docs) {
    const changed = await db().runTransaction(async (tx) => {
      const offer = await tx.get(doc.ref);
      if (offer.get("status") !== "open" || at(offer.get("expiresAt")) > now) return false;
      const groupId = String(offer.get("groupId"));
      const student = await tx.get(collections.students.ref(String(offer.get("studentId"))));
      const entry = await tx.get(entryRef(groupId, student.id));
      tx.update(offer.ref, { status: "lapsed", closedAt: nowTs });
      if (entry.exists && entry.get("offerId") === offer.id && student.exists)
        leavePlace(tx, student, groupId, "lapsed", timeZone);
      return true;
    });
    if (changed) {
      lapsed++;
      touched.add(String(doc.get("groupId")));
    }
  }

  const opened = await openHeldOffers(now);
  const reminded = await remind(now);

  // Every group with someone waiting: places freed by any path (a member left or was archived,
  // the capacity rose, an offer closed) are offered here at the latest.
  const waiting = await collections.waitlistEntries
    .col()
    .where("status", "==", "waiting")
    .select("groupId")
    .get();
  for (const e of waiting.docs) touched.add(String(e.get("groupId")));
  let offered = 0;
  for (const groupId of touched) offered += await advanceWaitlist(groupId, now);
  return { lapsed, opened, reminded, offered };
}

/** Held offers whose quiet hours have ended: open them and tell the families. */
async function openHeldOffers(now: Date): Promise<number> {
  const due = await offers()
    .where("status", "==", "held")
    .where("offeredAt", "<=", Timestamp.fromDate(now))
    .get();
  const news = [];
  for (const doc of due.docs) {
    const changed = await db().runTransaction(async (tx) => {
      const offer = await tx.get(doc.ref);
      if (offer.get("status") !== "held" || at(offer.get("offeredAt")) > now) return false;
      tx.update(offer.ref, { status: "open", updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    if (changed) news.push(newsOf(doc, "open"));
  }
  await tellFamilies(news, now, "waitlistOffer");
  return news.length;
}

/** Open offers that lapse within REMIND_BEFORE_MS and were not reminded yet. */
async function remind(now: Date): Promise<number> {
  const soon = Timestamp.fromMillis(now.getTime() + REMIND_BEFORE_MS);
  const due = await offers().where("status", "==", "open").where("expiresAt", "<=", soon).get();
  const news = [];
  for (const doc of due.docs) {
    const changed = await db().runTransaction(async (tx) => {
      const offer = await tx.get(doc.ref);
      if (offer.get("status") !== "open" || offer.get("remindedAt")) return false;
      // An offer made with less than the reminder's lead time left gets no reminder.
      if (at(offer.get("expiresAt")).getTime() - at(offer.get("offeredAt")).getTime() <= REMIND_BEFORE_MS)
        return false;
      tx.update(offer.ref, { remindedAt: Timestamp.fromDate(now) });
      return true;
    });
    if (changed) news.push(newsOf(doc, "open"));
  }
  await tellFamilies(news, now, "waitlistOfferReminder");
  return news.length;
}

function newsOf(doc: QueryDocumentSnapshot, status: "open") {
  return {
    id: doc.id,
    groupId: String(doc.get("groupId")),
    studentId: String(doc.get("studentId")),
    status,
    expiresAt: at(doc.get("expiresAt")),
  };
}
