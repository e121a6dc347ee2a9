import { mySeatsRoutes } from "@shared/seats.routes";
import { apiCall } from "@/lib/api-call";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/seats`: credits, make-up bookings and reported absences. */
export const useMySeats = () => useMeData(mySeatsRoutes.get, {});

/** `GET /api/me/seats/sessions?creditId`: what one credit can book, with the seats left. */
export const useBookable = (creditId: string | null) =>
  useMeData(mySeatsRoutes.bookable, creditId ? { query: { creditId } } : null);

/** `POST /api/me/seats/bookings`: a make-up seat for a credit (409 when it was just taken). */
export const bookMakeUp = (creditId: string, sessionKey: string, date: string) =>
  apiCall(mySeatsRoutes.book, { body: { creditId, sessionKey, date } });

/** `DELETE /api/me/seats/bookings/:id`: gives the seat up and the credit back (until the cut-off). */
export const cancelBooking = (id: string) => apiCall(mySeatsRoutes.cancelBooking, { params: { id } });
