import type { BookableSession, Booking, MySeats } from "@shared/seats.schema";
import { meData } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/seats`: credits, make-up bookings and reported absences. */
export const useMySeats = () => useMeData<MySeats>("/seats");

/** `GET /api/me/seats/sessions?creditId`: what one credit can book, with the seats left. */
export const useBookable = (creditId: string | null) =>
  useMeData<BookableSession[]>(creditId ? "/seats/sessions" : null, creditId ? { creditId } : undefined);

/** `POST /api/me/seats/bookings`: a make-up seat for a credit (409 when it was just taken). */
export const bookMakeUp = (creditId: string, sessionKey: string, date: string) =>
  meData<Booking>("/seats/bookings", { method: "POST", body: { creditId, sessionKey, date } });

/** `DELETE /api/me/seats/bookings/:id`: gives the seat up and the credit back (until the cut-off). */
export const cancelBooking = (id: string) =>
  meData<Booking>(`/seats/bookings/${encodeURIComponent(id)}`, { method: "DELETE" });
