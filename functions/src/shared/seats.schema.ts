import { z } from "zod";
import { sessionKeyField } from "./attendance.schema";
import { docIdSchema } from "./id.schema";
import { isoDateField } from "./program.schema";

/**
 * Seats: absences a family reports ahead, the make-up credits they earn and the make-up bookings
 * made with them. The policy lives in its own settings document (`settings/seats`).
 */

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be from ${min} to ${max}.`)
    .max(max, `${field} must be from ${min} to ${max}.`);

export const SEATS_LIMITS = {
  creditNoticeHours: [0, 336],
  creditValidityDays: [1, 365],
  extraMakeUpSeats: [0, 20],
  bookingCutoffHours: [0, 72],
  offerWindowHours: [1, 336],
} as const;

const [noticeMin, noticeMax] = SEATS_LIMITS.creditNoticeHours;
const [validMin, validMax] = SEATS_LIMITS.creditValidityDays;
const [extraMin, extraMax] = SEATS_LIMITS.extraMakeUpSeats;
const [cutMin, cutMax] = SEATS_LIMITS.bookingCutoffHours;
const [offerMin, offerMax] = SEATS_LIMITS.offerWindowHours;

/** The school's seats policy (PUT /api/settings/seats replaces it whole). */
export const seatsSettingsSchema = z
  .object({
    /** Whether an absence reported ahead earns a make-up credit. */
    creditForReportedAbsence: z.boolean(),
    /** How long before the session's start the report must come to earn one. */
    creditNoticeHours: whole("Notice", noticeMin, noticeMax),
    /** How long a credit can be used, from when it is issued. */
    creditValidityDays: whole("Validity", validMin, validMax),
    /** Which sessions a credit books: its own program's, or those of the listed programs. */
    eligibleSessions: z.enum(["same-program", "listed-programs"]),
    eligibleProgramIds: z.array(docIdSchema).max(50, "At most 50 programs."),
    /** Make-up seats a session may take above its group's capacity. */
    extraMakeUpSeats: whole("Extra seats", extraMin, extraMax),
    /** A booking can be cancelled (credit returned) until this long before the session. */
    bookingCutoffHours: whole("Cut-off", cutMin, cutMax),
    /** How long a family has to accept a waitlist offer. */
    offerWindowHours: whole("Offer window", offerMin, offerMax),
    /** Whether families may join a group's waitlist from the app. */
    familiesJoinWaitlists: z.boolean(),
  })
  .strict()
  .refine((s) => s.eligibleSessions === "same-program" || s.eligibleProgramIds.length > 0, {
    message: "Name at least one program.",
    path: ["eligibleProgramIds"],
  });
export type SeatsSettings = z.infer<typeof seatsSettingsSchema>;

export const DEFAULT_SEATS_SETTINGS: SeatsSettings = {
  creditForReportedAbsence: true,
  creditNoticeHours: 24,
  creditValidityDays: 30,
  eligibleSessions: "same-program",
  eligibleProgramIds: [],
  extraMakeUpSeats: 2,
  bookingCutoffHours: 2,
  offerWindowHours: 48,
  familiesJoinWaitlists: true,
};

const reasonField = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const staffReason = z.string().trim().min(1, "Say why.").max(300, "At most 300 characters.");

/** POST /api/me/seats/absences: "won't be there" for one coming session. */
export const reportAbsenceSchema = z
  .object({ sessionKey: sessionKeyField, date: isoDateField, reason: reasonField(300).default("") })
  .strict();
export type ReportAbsenceInput = z.infer<typeof reportAbsenceSchema>;

/** GET /api/me/seats/sessions?creditId: what a credit can book. */
export const bookableQuerySchema = z.object({ creditId: docIdSchema });

/** POST /api/me/seats/bookings: a make-up seat, paid with a credit. */
export const bookMakeUpSchema = z
  .object({ creditId: docIdSchema, sessionKey: sessionKeyField, date: isoDateField })
  .strict();
export type BookMakeUpInput = z.infer<typeof bookMakeUpSchema>;

/** POST /api/seats/credits (staff): a credit by hand. */
export const issueCreditSchema = z
  .object({
    studentId: docIdSchema,
    programId: docIdSchema,
    validityDays: whole("Validity", validMin, validMax).optional(),
    reason: staffReason,
  })
  .strict();
export const extendCreditSchema = z
  .object({ days: whole("Days", 1, validMax), reason: staffReason })
  .strict();
export const voidCreditSchema = z.object({ reason: staffReason }).strict();
export const studentCreditsQuerySchema = z.object({ studentId: docIdSchema });
export const absencesOnDateQuerySchema = z.object({ date: isoDateField });

export const CREDIT_STATUSES = ["open", "used", "expired", "void"] as const;

/** A credit as both the app and the console see it. */
export const creditSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  programId: z.string(),
  programName: z.string().nullable(),
  status: z.enum(CREDIT_STATUSES),
  source: z.enum(["reported-absence", "staff"]),
  expiresAt: z.string(),
  issuedAt: z.string().nullable(),
  /** The session the credit is spent on while it is `used`. */
  bookingId: z.string().nullable(),
});
export type Credit = z.infer<typeof creditSchema>;

export const reportedAbsenceSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  sessionKey: z.string(),
  date: z.string(),
  startTime: z.string(),
  sessionName: z.string(),
  reason: z.string(),
  reportedBy: z.object({ name: z.string(), role: z.string() }),
  reportedAt: z.string().nullable(),
  creditId: z.string().nullable(),
});
export type ReportedAbsence = z.infer<typeof reportedAbsenceSchema>;

export const bookingSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  creditId: z.string(),
  sessionKey: z.string(),
  date: z.string(),
  startTime: z.string(),
  sessionName: z.string(),
  status: z.enum(["booked", "cancelled"]),
  /** Until when it can be cancelled with the credit given back. */
  cancelBy: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookableSessionSchema = z.object({
  sessionKey: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  seatsLeft: z.number(),
});
export type BookableSession = z.infer<typeof bookableSessionSchema>;

/** GET /api/me/seats: everything of the student's seats at once. */
export const mySeatsSchema = z.object({
  absences: z.array(reportedAbsenceSchema),
  credits: z.array(creditSchema),
  bookings: z.array(bookingSchema),
});
export type MySeats = z.infer<typeof mySeatsSchema>;

/** A class a credit is tied to: the absence that earned it, or the make-up it books. */
const creditClassSchema = z.object({ date: z.string(), startTime: z.string(), sessionName: z.string() });
/** A credit as the console lists it: also why staff issued it, the absence behind it, its booking. */
const staffCreditSchema = creditSchema.extend({
  reason: z.string().nullable(),
  earnedFrom: creditClassSchema.nullable(),
  booking: creditClassSchema.nullable(),
});
export type StaffCredit = z.infer<typeof staffCreditSchema>;
export const staffCreditsSchema = z.array(staffCreditSchema);
export const absencesOnDateSchema = z.array(reportedAbsenceSchema);
