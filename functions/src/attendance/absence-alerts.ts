import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { escapeHtml, queueMailIn } from "../mail/queue-mail";
import type { AttendanceStatus } from "../shared/attendance.schema";
import { attendanceOfStudent } from "./attendance.repository";

/**
 * Absence alerts, sent a hold time (Settings, 15 minutes unless changed) after a student is marked
 * absent so a slip can be undone.
 *
 * Design: the Trigger Email extension sends every document *created* in `mail` straight away (it
 * sets `delivery` to PENDING on create), so a mail that must wait cannot sit in `mail`. A pending
 * alert lives in `mailSchedule/{id}` ({status: "scheduled" | "cancelled" | "sent", sendAfter,
 * mail, meta}); `releaseDueAbsenceMails` (every 5 minutes) creates `mail/{id}` with the same
 * deterministic id when it is due. One id per student per session occurrence, and `mail/{id}` is
 * written with `create`, so an alert is sent at most once however often the mark is saved.
 */
/** What Settings says about the guardian mail. */
export interface AbsenceMailOptions {
  /** Signs the mail: the sender name from Settings, else the school's name. */
  signature: string;
  holdMs: number;
  /** Where a guardian's answer goes ("" = the sending address). */
  replyTo: string;
}

/**
 * The rule "N absences in a row": the student's N most recent marks (newest first, this one among
 * them) are all `absent`. Sessions the student has no mark in do not break a run.
 */
export async function isNthAbsenceInARow(studentId: string, n: number): Promise<boolean> {
  const docs = await attendanceOfStudent(studentId, n * 3);
  const marks = docs
    .map((d) => (d.get("records") ?? {})[studentId] as AttendanceStatus | undefined)
    .filter((m): m is AttendanceStatus => m !== undefined)
    .slice(0, n);
  return marks.length === n && marks.every((m) => m === "absent");
}
export const absenceMailId = (attendanceId: string, studentId: string) =>
  `absence_${attendanceId}_${studentId}`;
export const mailScheduleRef = (id: string) => collections.mailSchedule.ref(id);

/** Students whose mark became `absent`, and those whose `absent` mark was changed or cleared. */
export function absenceChanges(
  before: Record<string, AttendanceStatus>,
  after: Record<string, AttendanceStatus>,
) {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  const nowAbsent: string[] = [];
  const noLongerAbsent: string[] = [];
  for (const id of ids) {
    if (after[id] === "absent" && before[id] !== "absent") nowAbsent.push(id);
    if (before[id] === "absent" && after[id] !== "absent") noLongerAbsent.push(id);
  }
  return { nowAbsent, noLongerAbsent };
}

interface Occurrence {
  attendanceId: string;
  date: string;
  sessionType: string;
  sessionId: string;
}

async function sessionName(o: Occurrence): Promise<string> {
  if (o.sessionType === "practice")
    return String((await collections.practices.ref(o.sessionId).get()).get("title") ?? "Friday practice");
  const s = await collections.schedules.ref(o.sessionId).get();
  const group = s.exists ? await collections.groups.ref(s.get("groupId")).get() : null;
  return `${group?.get("name") ?? "class"} (${s.get("startTime") ?? ""})`.trim();
}

/** Schedules one alert (or re-schedules one that was cancelled); a scheduled or sent one stays. */
export async function scheduleAbsenceMail(
  o: Occurrence,
  studentId: string,
  options: AbsenceMailOptions,
  now = new Date(),
) {
  const student = await collections.students.ref(studentId).get();
  if (!student.exists) return false;
  const first = String(student.get("firstName") ?? "");
  const name = `${first} ${student.get("lastName") ?? ""}`.trim();
  const guardian = student.get("guardian") as { name?: string; email?: string } | null;
  const to = guardian?.email || (student.get("email") as string | null);
  if (!to) {
    logger.info("Absence alert skipped: no guardian or student email", {
      studentId,
      attendanceId: o.attendanceId,
    });
    return false;
  }
  const session = await sessionName(o);
  const greeting = guardian?.name ? `Dear ${guardian.name},` : "Hello,";
  const text = `${greeting}\n\n${name} was marked absent from ${session} on ${o.date}.\nIf this is unexpected, please let us know.\n\n${options.signature}`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(name)} was marked absent from <strong>${escapeHtml(session)}</strong> on ${escapeHtml(o.date)}.</p><p>If this is unexpected, please let us know.</p><p>${escapeHtml(options.signature)}</p>`;
  const id = absenceMailId(o.attendanceId, studentId);
  return db().runTransaction(async (tx) => {
    const ref = mailScheduleRef(id);
    const snap = await tx.get(ref);
    if (snap.exists && snap.get("status") !== "cancelled") return false;
    tx.set(ref, {
      status: "scheduled",
      sendAfter: Timestamp.fromMillis(now.getTime() + options.holdMs),
      mail: {
        to,
        ...(options.replyTo ? { replyTo: options.replyTo } : {}),
        message: { subject: `${first || name} was absent today`, text, html },
      },
      meta: { type: "absence-alert", studentId, attendanceId: o.attendanceId, date: o.date },
      createdAt: snap.exists ? snap.get("createdAt") : FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      cancelledAt: null,
    });
    return true;
  });
}

/** Cancels an alert that has not been released yet (a sent one cannot be unsent). */
export async function cancelAbsenceMail(attendanceId: string, studentId: string) {
  const ref = mailScheduleRef(absenceMailId(attendanceId, studentId));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get("status") !== "scheduled") return false;
    tx.update(ref, {
      status: "cancelled",
      cancelledAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/** Moves due alerts into `mail` (index: mailSchedule status ASC, sendAfter ASC). */
export async function releaseDueAbsenceMails(now = new Date()) {
  const due = await collections.mailSchedule
    .col()
    .where("status", "==", "scheduled")
    .where("sendAfter", "<=", Timestamp.fromDate(now))
    .orderBy("sendAfter")
    .limit(200)
    .get();
  let released = 0;
  for (const doc of due.docs) {
    const ok = await db().runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (snap.get("status") !== "scheduled") return false;
      const sent = await tx.get(collections.mail.ref(doc.id));
      if (!sent.exists) queueMailIn(tx, snap.get("mail"), { id: doc.id, meta: snap.get("meta") });
      tx.update(doc.ref, {
        status: "sent",
        releasedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (ok) released++;
  }
  return released;
}
