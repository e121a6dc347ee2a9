import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { attendanceRef } from "../attendance/attendance.repository";
import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { absenceReported } from "../notifications/session-events";
import { conflict, notFound } from "../lib/http-error";
import type { ReportAbsenceInput, ReportedAbsence } from "../shared/seats.schema";
import { absenceOf } from "./seat-views";
import { absenceRef, creditRef, seatDocId, seatOccurrence, seatSessionRef } from "./seat-occurrence";
import { seatsSettings } from "./seats-settings";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * POST /api/me/seats/absences: the student (or their guardian) says they will miss a coming class.
 * In one transaction: the report (who, when, why), the roster's mark pre-set to `excused` when
 * nobody has marked them yet, the seat counted as freed, and a make-up credit when the policy
 * gives one for this much notice. Reporting the same class again changes nothing.
 */
export async function reportAbsence({
  ctx,
  input,
}: HandlerArgs<ReportAbsenceInput, StudentContext>): Promise<ReportedAbsence> {
  const occurrence = await seatOccurrence(input.sessionKey, input.date);
  if (!ctx.student.groupIds.includes(occurrence.groupId))
    throw notFound("That class is not one of this student's. Pick one from the week.");
  if (occurrence.cancelled) throw conflict("That class is cancelled: there is nothing to report.");
  if (ctx.now.getTime() >= occurrence.startsAt.getTime())
    throw conflict(
      "That class has already started, so it can no longer be reported here. Please tell the school directly.",
    );
  const policy = await seatsSettings();
  const studentId = ctx.student.id;
  const id = seatDocId(occurrence.attendanceId, studentId);
  const creditId = `report_${id}`;
  const earnsCredit =
    policy.creditForReportedAbsence &&
    occurrence.startsAt.getTime() - ctx.now.getTime() >= policy.creditNoticeHours * HOUR &&
    occurrence.programId !== null;

  await db().runTransaction(async (tx) => {
    const [existing, marks, student] = await tx.getAll(
      absenceRef(id),
      attendanceRef(occurrence.attendanceId),
      collections.students.ref(studentId),
    );
    if (existing!.exists) return;
    const studentName = `${student!.get("firstName") ?? ""} ${student!.get("lastName") ?? ""}`.trim();
    tx.create(absenceRef(id), {
      studentId,
      studentName,
      attendanceId: occurrence.attendanceId,
      sessionKey: occurrence.sessionKey,
      sessionName: occurrence.name,
      date: occurrence.date,
      startTime: occurrence.startTime,
      startsAt: Timestamp.fromDate(occurrence.startsAt),
      groupId: occurrence.groupId,
      programId: occurrence.programId,
      reason: input.reason,
      reportedBy: { uid: ctx.actor.sub, name: ctx.actor.name || ctx.actor.email, role: ctx.actor.role },
      reportedAt: Timestamp.fromDate(ctx.now),
      creditId: earnsCredit ? creditId : null,
    });
    // Pre-marked excused for the roster; a mark staff already saved is theirs and stays.
    if (!(marks!.get("records") ?? {})[studentId]) {
      tx.set(
        attendanceRef(occurrence.attendanceId),
        {
          records: { [studentId]: "excused" },
          studentIds: FieldValue.arrayUnion(studentId),
          date: occurrence.date,
          sessionType: "schedule",
          sessionId: occurrence.sessionKey.slice("schedule:".length),
          groupIds: [occurrence.groupId],
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    }
    tx.set(seatSessionRef(occurrence.attendanceId), { reported: FieldValue.increment(1) }, { merge: true });
    if (earnsCredit) {
      tx.create(creditRef(creditId), {
        studentId,
        programId: occurrence.programId,
        status: "open",
        source: "reported-absence",
        absenceId: id,
        issuedAt: Timestamp.fromDate(ctx.now),
        expiresAt: Timestamp.fromMillis(ctx.now.getTime() + policy.creditValidityDays * DAY),
        bookingId: null,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    addAudit(tx, ctx.actor, {
      action: "seats.absence.report",
      resource: "seatAbsences",
      resourceId: id,
      details: { studentId, session: occurrence.sessionKey, date: occurrence.date, credit: earnsCredit },
    });
  });
  await absenceReported(id, ctx.now);
  return absenceOf(await absenceRef(id).get());
}
