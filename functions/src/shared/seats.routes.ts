import { idParamsSchema } from "./id.schema";
import { data, defineRoutes } from "./route-contract";
import {
  absencesOnDateQuerySchema,
  absencesOnDateSchema,
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
