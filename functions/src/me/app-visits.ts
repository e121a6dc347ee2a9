import { Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import type { StudentContext } from "../lib/handler-context";

/**
 * When the app was last opened, per account and the student it showed
 * (`appVisits/{uid}:{studentId}`): a guardian's visit to one child leaves the other's news new.
 * API-owned (the rules deny browsers).
 */
const visitRef = (ctx: Pick<StudentContext, "actor" | "student">) =>
  collections.appVisits.ref(`${ctx.actor.sub}:${ctx.student.id}`);

/** Before a first visit, the last week counts as new. */
const FIRST_VISIT_LOOKBACK_MS = 7 * 86_400_000;

export async function lastVisit(ctx: StudentContext): Promise<Date> {
  const seen = (await visitRef(ctx).get()).get("seenAt") as Timestamp | undefined;
  return seen?.toDate() ?? new Date(ctx.now.getTime() - FIRST_VISIT_LOOKBACK_MS);
}

export async function recordVisit(ctx: StudentContext): Promise<void> {
  await visitRef(ctx).set({
    uid: ctx.actor.sub,
    studentId: ctx.student.id,
    seenAt: Timestamp.fromDate(ctx.now),
  });
}
