import type { DocumentSnapshot } from "firebase-admin/firestore";
import { toJson } from "../lib/serialize";
import type { Booking, Credit, ReportedAbsence } from "../shared/seats.schema";

const iso = (v: unknown) => (toJson(v) as string | undefined) ?? null;

/** A stored report as the app and the console read it (no uids). */
export function absenceOf(s: DocumentSnapshot): ReportedAbsence {
  const by = (s.get("reportedBy") ?? {}) as { name?: string; role?: string };
  return {
    _id: s.id,
    studentId: String(s.get("studentId")),
    studentName: String(s.get("studentName") ?? ""),
    sessionKey: String(s.get("sessionKey")),
    date: String(s.get("date")),
    startTime: String(s.get("startTime") ?? ""),
    sessionName: String(s.get("sessionName") ?? ""),
    reason: String(s.get("reason") ?? ""),
    reportedBy: { name: by.name ?? "", role: by.role ?? "" },
    reportedAt: iso(s.get("reportedAt")),
    creditId: (s.get("creditId") as string | null) ?? null,
  };
}

export function creditOf(s: DocumentSnapshot, programName: string | null = null): Credit {
  return {
    _id: s.id,
    studentId: String(s.get("studentId")),
    programId: String(s.get("programId") ?? ""),
    programName,
    status: s.get("status") as Credit["status"],
    source: s.get("source") as Credit["source"],
    expiresAt: iso(s.get("expiresAt")) ?? "",
    issuedAt: iso(s.get("issuedAt")),
    bookingId: (s.get("bookingId") as string | null) ?? null,
  };
}

export function bookingOf(s: DocumentSnapshot): Booking {
  return {
    _id: s.id,
    studentId: String(s.get("studentId")),
    creditId: String(s.get("creditId")),
    sessionKey: String(s.get("sessionKey")),
    date: String(s.get("date")),
    startTime: String(s.get("startTime") ?? ""),
    sessionName: String(s.get("sessionName") ?? ""),
    status: s.get("status") as Booking["status"],
    cancelBy: iso(s.get("cancelBy")) ?? "",
  };
}
