import { z } from "zod";
import { phoneNumber } from "./phone.schema";
import { requiredText } from "./text-fields.schema";
import { ATTENDANCE_STATUSES } from "./attendance.schema";
import { checkTimeOrder } from "./range-checks";
import { timeField } from "./schedule.schema";
import { schoolLogoPathSchema } from "./storage-path.schema";
import { DATE_FORMATS, DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE, type DateFormat } from "./school-calendar";

/**
 * The school's settings as the API answers and takes them, and as the Settings form
 * edits them: one schema, so a field's message is the same in the form and in a 400's `fields`
 * ("security.sessionHours", "school.timeZone"). How they are stored is functions' business
 * (lib/settings-document.ts).
 */

export const MIN_SESSION_HOURS = 1;
export const MAX_SESSION_HOURS = 24;
export const DEFAULT_SESSION_HOURS = 8;

export const WEEK_STARTS = ["monday", "sunday", "saturday"] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
/** The weekday number (0 = Sunday) each choice starts the week on. */
export const WEEK_START_DAY: Record<WeekStart, number> = { monday: 1, sunday: 0, saturday: 6 };

export { DATE_FORMATS, type DateFormat };

export const ABSENCE_RULES = ["each", "consecutive"] as const;

/**
 * The IANA zone as Intl spells it ("america/new_york" -> "America/New_York"), or null when the
 * runtime does not know it. Intl is in Node and every browser, so the API and the form agree.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const TIME_ZONE_MESSAGE = "Choose a time zone from the list (an IANA name like Europe/Paris).";
const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .transform((v, ctx) => {
    const zone = canonicalTimeZone(v);
    if (!zone) {
      ctx.addIssue({ code: "custom", message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return zone;
  });

const optionalEmail = z
  .string({ error: "Enter a valid email address." })
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(""), z.email("Enter a valid email address.").max(254)]));

const optionalPhone = z
  .string()
  .trim()
  .pipe(z.union([z.literal(""), phoneNumber]));

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const wholeNumber = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `Enter the ${label} (${min} to ${max} ${unit}).` })
    .int(`Whole ${unit} only.`)
    .min(min, `The ${label} must be from ${min} to ${max} ${unit}.`)
    .max(max, `The ${label} must be from ${min} to ${max} ${unit}.`);

export const schoolSectionSchema = z.object({
  name: requiredText("The school's name is required.", 100),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  address: text(300),
  timeZone: timeZoneField,
  weekStartsOn: z.enum(WEEK_STARTS, { error: "Choose the first day of the week." }),
  dateFormat: z.enum(DATE_FORMATS, { error: "Choose a date format." }),
  /**
   * The logo the browser uploaded (`school/logo/...`), or null for none. Left out, the stored one
   * stays: clients that predate the logo keep it when they save.
   */
  logoPath: schoolLogoPathSchema.nullable().optional(),
});

export const teachingSectionSchema = z.object({
  sessionMinutes: wholeNumber("session length", 15, 240, "minutes"),
  practice: z
    .object({ startTime: timeField, endTime: timeField, location: text(100) })
    .superRefine(checkTimeOrder),
  attendanceStatuses: z
    .array(z.enum(ATTENDANCE_STATUSES, { error: "Not an attendance status." }))
    .max(ATTENDANCE_STATUSES.length)
    .refine((v) => new Set(v).size === v.length, "Each status once.")
    // Absence alerts and the registers' counts are built on these two.
    .refine((v) => v.includes("present") && v.includes("absent"), "Present and Absent are always in use."),
});

export const absenceAlertsSectionSchema = z.object({
  enabled: z.boolean({ error: "On or off." }),
  rule: z.enum(ABSENCE_RULES, { error: "Choose when an alert goes out." }),
  consecutiveCount: wholeNumber("number of absences in a row", 2, 10, "absences"),
  holdMinutes: wholeNumber("hold time", 0, 1440, "minutes"),
  senderName: text(80),
  replyTo: optionalEmail,
});

export const securitySectionSchema = z.object({
  sessionHours: z
    .number({ error: "Enter the session lifetime in hours (1 to 24)." })
    .int("Whole hours only.")
    .min(MIN_SESSION_HOURS, "The session lifetime must be from 1 to 24 hours.")
    .max(MAX_SESSION_HOURS, "The session lifetime must be from 1 to 24 hours."),
});

/** PUT /api/settings: every section, whole (the form always sends all of it). */
export const settingsSchema = z
  .object({
    school: schoolSectionSchema.strict(),
    teaching: teachingSectionSchema.strict(),
    absenceAlerts: absenceAlertsSectionSchema.strict(),
    security: securitySectionSchema.strict(),
  })
  .strict();

export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;

/** What a school that never opened Settings works with. */
export const DEFAULT_SETTINGS: Settings = {
  school: {
    name: "Studio Admin",
    contactEmail: "",
    contactPhone: "",
    address: "",
    timeZone: DEFAULT_TIME_ZONE,
    weekStartsOn: "monday",
    dateFormat: DEFAULT_DATE_FORMAT,
    logoPath: null,
  },
  teaching: {
    sessionMinutes: 60,
    practice: { startTime: "17:00", endTime: "19:00", location: "" },
    attendanceStatuses: [...ATTENDANCE_STATUSES],
  },
  absenceAlerts: {
    enabled: false,
    rule: "each",
    consecutiveCount: 2,
    holdMinutes: 15,
    senderName: "",
    replyTo: "",
  },
  security: { sessionHours: DEFAULT_SESSION_HOURS },
};

/** GET /api/settings: the settings, and whether the caller may change them (admins only). */
export interface SettingsView {
  settings: Settings;
  /** The logo's download URL (made by the API from `school.logoPath`), or null. */
  logoURL: string | null;
  canEdit: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
