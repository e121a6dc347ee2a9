import { z } from "zod";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes } from "./route-contract";
import {
  absencesOnDateQuerySchema,
  absencesOnDateSchema,
  bookMakeUpSchema,
  bookableQuerySchema,
  bookableSessionSchema,
  bookingSchema,
  mySeatsSchema,
  reportAbsenceSchema,
  reportedAbsenceSchema,
  creditSchema,
  extendCreditSchema,
  issueCreditSchema,
  seatsSettingsSchema,
  staffCreditsSchema,
  studentCreditsQuerySchema,
  voidCreditSchema,
} from "./seats.schema";

/** /api/seats: reported absences and make-up credits, for console roles. */
export const seatRoutes = defineRoutes(
  { base: "/seats", tag: "Seats", callers: ["admin", "staff"] },
  {
    absences: {
      method: "GET",
      path: "/absences",
      summary: "Absences families reported for a day's classes",
      query: absencesOnDateQuerySchema,
      answer: data(absencesOnDateSchema),
    },
    credits: {
      method: "GET",
      path: "/credits",
      summary: "A student's make-up credits",
      query: studentCreditsQuerySchema,
      answer: data(staffCreditsSchema),
    },
    issueCredit: {
      method: "POST",
      path: "/credits",
      summary: "Issue a make-up credit by hand, with a reason",
      body: issueCreditSchema,
      answer: data(creditSchema, 201),
    },
    extendCredit: {
      method: "POST",
      path: "/credits/:id/extend",
      summary: "Extend a credit, with a reason",
      params: idParamsSchema,
      body: extendCreditSchema,
      answer: data(creditSchema),
    },
    voidCredit: {
      method: "POST",
      path: "/credits/:id/void",
      summary: "Void an unused credit, with a reason",
      params: idParamsSchema,
      body: voidCreditSchema,
      answer: data(creditSchema),
    },
  },
);

/** /api/settings/seats: the seats policy, in its own document; staff read, admins change. */
export const seatsSettingsRoutes = defineRoutes(
  { base: "/settings/seats", tag: "Settings", callers: ["admin", "staff"] },
  {
    get: { method: "GET", path: "/", summary: "The seats policy", answer: data(seatsSettingsSchema) },
    update: {
      method: "PUT",
      path: "/",
      summary: "Replace the seats policy",
      callers: ["admin"],
      body: seatsSettingsSchema,
      answer: data(seatsSettingsSchema),
    },
  },
);

/** /api/me/seats: the app's side of seats (the student, or the child a guardian chose). */
export const mySeatsRoutes = defineRoutes(
  { base: "/me/seats", tag: "Me", callers: ["student", "guardian"] },
  {
    get: {
      method: "GET",
      path: "/",
      summary: "The student's reported absences, make-up credits and bookings",
      answer: data(mySeatsSchema),
    },
    reportAbsence: {
      method: "POST",
      path: "/absences",
      summary: "Report an absence from a coming class (a credit when the policy gives one)",
      body: reportAbsenceSchema,
      answer: data(reportedAbsenceSchema, 201),
    },
    bookable: {
      method: "GET",
      path: "/sessions",
      summary: "The sessions a make-up credit can book",
      query: bookableQuerySchema,
      answer: data(z.array(bookableSessionSchema)),
    },
    book: {
      method: "POST",
      path: "/bookings",
      summary: "Book a make-up class with a credit",
      body: bookMakeUpSchema,
      answer: data(bookingSchema, 201),
    },
    cancelBooking: {
      method: "DELETE",
      path: "/bookings/:id",
      summary: "Cancel a make-up booking (the credit comes back before the cancel-by time)",
      params: idParamsSchema,
      answer: data(bookingSchema),
    },
  },
);
