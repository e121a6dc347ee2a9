import { consoleRouter, studentRouter } from "../api/route-table-router";
import { mySeatsRoutes, seatRoutes, seatsSettingsRoutes } from "../shared/seats.routes";
import { bookMakeUp } from "./book-make-up.handler";
import { cancelBooking } from "./cancel-booking.handler";
import { getMySeats } from "./get-my-seats.handler";
import { listAbsencesOnDate } from "./list-absences-on-date.handler";
import { listBookable } from "./list-bookable.handler";
import { reportAbsence } from "./report-absence.handler";
import { getSeatsSettings, updateSeatsSettings } from "./seats-settings.handler";
import { extendCredit, issueCredit, listStudentCredits, voidCredit } from "./staff-credits.handler";

/** /api/seats: the handlers of `seatRoutes`. */
export function seatsRouter() {
  return consoleRouter(seatRoutes, {
    absences: listAbsencesOnDate,
    credits: listStudentCredits,
    issueCredit,
    extendCredit,
    voidCredit,
  });
}

/** /api/settings/seats: the handlers of `seatsSettingsRoutes`. */
export function seatsSettingsRouter() {
  return consoleRouter(seatsSettingsRoutes, { get: getSeatsSettings, update: updateSeatsSettings });
}

/** /api/me/seats: the handlers of `mySeatsRoutes` (the student, or the child a guardian chose). */
export function mySeatsRouter() {
  return studentRouter(mySeatsRoutes, {
    get: getMySeats,
    reportAbsence,
    bookable: listBookable,
    book: bookMakeUp,
    cancelBooking,
  });
}
