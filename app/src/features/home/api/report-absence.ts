import type { MySeats, ReportedAbsence } from "@shared/seats.schema";
import { meData } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/seats`: which coming sessions the family already said they will miss. */
export const useMySeats = () => useMeData<MySeats>("/seats");

/** `POST /api/me/seats/absences`: "won't be there", with an optional reason. */
export const reportAbsence = (sessionKey: string, date: string, reason: string) =>
  meData<ReportedAbsence>("/seats/absences", { method: "POST", body: { sessionKey, date, reason } });

/** How a reported session is found: its key and date. */
export const reportKey = (sessionKey: string, date: string) => `${sessionKey}|${date}`;
