import type { DocumentSnapshot } from "firebase-admin/firestore";
import { collections, existingDocs, existingDoc } from "../lib/collections";
import { badRequest } from "../lib/http-error";
import { WEEKDAYS_SHORT, dayOfWeek, occurrenceDates } from "../shared/school-calendar";
import { parseSessionKey, type SessionSummary } from "../shared/attendance.schema";

/** A weekly session's occurrence on a date, described for the attendance screens. */
export function scheduleSummary(
  s: DocumentSnapshot,
  date: string,
  groups: Map<string, DocumentSnapshot>,
  programs: Map<string, DocumentSnapshot>,
): SessionSummary {
  const d = s.data()!;
  const occurrence = occurrenceDates(
    { dayOfWeek: d.dayOfWeek, startDate: d.startDate, endDate: d.endDate, exceptions: d.exceptions ?? [] },
    date,
    date,
  )[0];
  const groupName = String(groups.get(d.groupId)?.get("name") ?? d.groupId);
  return {
    key: `schedule:${s.id}`,
    sessionType: "schedule",
    sessionId: s.id,
    name: `${groupName} · ${WEEKDAYS_SHORT[d.dayOfWeek]} ${d.startTime}`,
    date,
    startTime: d.startTime,
    endTime: d.endTime,
    groupIds: [d.groupId],
    room: d.room ?? "",
    cancelled: occurrence?.cancelled ?? false,
    cancelReason: occurrence?.cancelReason ?? null,
    programId: d.programId ?? null,
    color: (programs.get(d.programId)?.get("color") as string | undefined) ?? null,
    marked: 0,
  };
}

export function practiceSummary(p: DocumentSnapshot): SessionSummary {
  const d = p.data()!;
  return {
    key: `practice:${p.id}`,
    sessionType: "practice",
    sessionId: p.id,
    name: String(d.title ?? "Friday practice"),
    date: d.date,
    startTime: d.startTime,
    endTime: d.endTime,
    groupIds: d.groupIds ?? [],
    room: d.location ?? "",
    cancelled: d.status === "cancelled",
    cancelReason: d.cancelReason ?? null,
    programId: null,
    color: null,
    marked: 0,
  };
}

/** The session a key names, on a date it really takes place; 404 / 400 otherwise. */
export async function resolveSession(key: string, date: string): Promise<SessionSummary> {
  const { sessionType, sessionId } = parseSessionKey(key);
  if (sessionType === "practice") {
    const snap = await existingDoc(collections.practices.ref(sessionId), "No such practice.");
    if (snap.get("date") !== date)
      throw badRequest("The practice is not on that date.", {
        date: `This practice is on ${snap.get("date")}.`,
      });
    return practiceSummary(snap);
  }
  const snap = await existingDoc(collections.schedules.ref(sessionId), "No such session.");
  const d = snap.data()!;
  if (dayOfWeek(date) !== d.dayOfWeek || date < d.startDate || date > d.endDate) {
    throw badRequest("The session does not take place on that date.", {
      date: "This session does not take place on that date.",
    });
  }
  const [groups, programs] = await Promise.all([
    existingDocs("groups", [d.groupId]),
    existingDocs("programs", [d.programId]),
  ]);
  return scheduleSummary(snap, date, groups, programs);
}
