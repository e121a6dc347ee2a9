import { mySeatsRoutes } from "@shared/seats.routes";
import { apiCall } from "@/lib/api-call";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/seats`: which coming sessions the family already said they will miss. */
export const useMySeats = () => useMeData(mySeatsRoutes.get, {});

/** `POST /api/me/seats/absences`: "won't be there", with an optional reason. */
export const reportAbsence = (sessionKey: string, date: string, reason: string) =>
  apiCall(mySeatsRoutes.reportAbsence, { body: { sessionKey, date, reason } });

/** How a reported session is found: its key and date. */
export const reportKey = (sessionKey: string, date: string) => `${sessionKey}|${date}`;
