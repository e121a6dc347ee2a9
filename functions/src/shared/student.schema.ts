import { z } from "zod";
import { phoneNumber } from "./phone.schema";
import { BODY_MAX_BYTES } from "./api-error";
import { docIdSchema } from "./id.schema";
import { STUDENT_STATUSES } from "./student";
import { requiredText } from "./text-fields.schema";

/**
 * The student record's input rules, shared by the API (validation at the edge) and the
 * web forms (field errors before the request). Optional text fields accept "" from forms and store
 * it as null (contact fields) or "" (free text).
 */

export const NAME_MAX = 80;
export const MIN_AGE = 2;
export const MAX_AGE = 30;
/** Adults need no guardian. */
export const ADULT_AGE = 18;

const requiredLabelled = (label: string, max = NAME_MAX) =>
  requiredText(`${label} is required.`, max, `${label} must be at most ${max} characters.`);

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** "" or missing -> null; otherwise a valid address, stored lowercase. */
const optionalEmail = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? "").trim().toLowerCase())
  .pipe(z.union([z.literal(""), z.email("Enter a valid email address.").max(254)]))
  .transform((v) => (v === "" ? null : v));

export const optionalPhone = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? "").trim())
  .pipe(z.union([z.literal(""), phoneNumber]))
  .transform((v) => (v === "" ? null : v));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDateSchema = z
  .string({ error: "Enter a date." })
  // A date input left empty sends "": say so, not the format, beside a date picker.
  .refine((v) => v !== "", { message: "Enter a date.", abort: true })
  .regex(ISO_DATE, "Use the format YYYY-MM-DD.")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "Not a real date.",
  );

/** Whole years between an ISO date of birth and `on` (UTC calendar dates). */
export function ageOn(dateOfBirth: string, on: Date = new Date()): number {
  const dob = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = on.getUTCFullYear() - dob.getUTCFullYear();
  const m = on.getUTCMonth() - dob.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < dob.getUTCDate())) age -= 1;
  return age;
}

export const guardianSchema = z.object({
  name: optionalText(NAME_MAX).default(""),
  email: optionalEmail,
  phone: optionalPhone,
  relationship: optionalText(40).default(""),
});

export const emergencyContactSchema = z.object({
  name: optionalText(NAME_MAX).default(""),
  phone: optionalPhone,
});

const idList = z.array(docIdSchema).max(50, "At most 50.").default([]);

/** The fields a person enters; the server adds status history, account and audit fields. */
export const studentFieldsSchema = z.object({
  firstName: requiredLabelled("First name"),
  lastName: requiredLabelled("Last name"),
  dateOfBirth: isoDateSchema,
  email: optionalEmail,
  phone: optionalPhone,
  guardian: guardianSchema.nullable().optional(),
  emergencyContact: emergencyContactSchema.nullable().optional(),
  medicalNotes: optionalText(2000).default(""),
  photoConsent: z.boolean().default(false),
  groupIds: idList,
  programIds: idList,
  /** Archiving has its own endpoint, so a form sets one of the three working statuses. */
  status: z.enum(["active", "waitlist", "inactive"]).default("active"),
  enrolledAt: isoDateSchema.optional(),
  notes: optionalText(5000).default(""),
});

type Fields = z.output<typeof studentFieldsSchema>;

/** The rules across fields: age 2-30 and a past date, a guardian for minors. */
export function checkStudent(
  value: Pick<Fields, "dateOfBirth" | "guardian">,
  ctx: z.RefinementCtx,
  today = new Date(),
) {
  // A missing or impossible date has its own error; the rules below would only add noise.
  if (typeof value.dateOfBirth !== "string" || !isoDateSchema.safeParse(value.dateOfBirth).success) return;
  const dob = new Date(`${value.dateOfBirth}T00:00:00Z`);
  if (dob.getTime() >= today.getTime()) {
    ctx.addIssue({
      code: "custom",
      path: ["dateOfBirth"],
      message: "The date of birth must be in the past.",
    });
    return;
  }
  const age = ageOn(value.dateOfBirth, today);
  if (age < MIN_AGE || age > MAX_AGE) {
    ctx.addIssue({
      code: "custom",
      path: ["dateOfBirth"],
      message: `Students must be ${MIN_AGE} to ${MAX_AGE} years old (this date gives ${age}).`,
    });
    return;
  }
  if (age < ADULT_AGE) {
    const g = value.guardian;
    if (!g?.name)
      ctx.addIssue({
        code: "custom",
        path: ["guardian", "name"],
        message: "A guardian's name is required for students under 18.",
      });
    if (!g?.phone && !g?.email)
      ctx.addIssue({
        code: "custom",
        path: ["guardian", "phone"],
        message: "A guardian's phone or email is required for students under 18.",
      });
  }
}

/** POST /api/students and each CSV row. */
export const createStudentSchema = studentFieldsSchema.superRefine((v, ctx) => checkStudent(v, ctx));
export type CreateStudentInput = z.input<typeof createStudentSchema>;
export type StudentFields = z.output<typeof createStudentSchema>;

/**
 * PATCH /api/students/:id: any subset of the fields. The handler merges it with the stored record
 * and checks the result with `checkStudent`, so a patch cannot break the cross-field rules.
 */
export const updateStudentSchema = studentFieldsSchema.partial().strict();
export type UpdateStudentFields = z.output<typeof updateStudentSchema>;

export const STUDENT_SORTS = ["lastName", "firstName", "enrolledAt"] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const STATUS_FILTERS = [...STUDENT_STATUSES, "all"] as const;

/** GET /api/students and /api/students/export (query string). */
export const listStudentsSchema = z.object({
  q: z.string().trim().max(NAME_MAX, `At most ${NAME_MAX} characters.`).optional(),
  groupId: docIdSchema.optional(),
  programId: docIdSchema.optional(),
  /** Absent: every student who is not archived. */
  status: z.enum(STATUS_FILTERS).optional(),
  sort: z.enum(STUDENT_SORTS).default("lastName"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  limit: z.coerce
    .number({ error: "Must be a number." })
    .int("Must be a whole number.")
    .min(1, "At least 1.")
    .max(100, "At most 100.")
    .default(25),
  cursor: z.string().min(1).max(2000).optional(),
});
export type ListStudentsQuery = z.output<typeof listStudentsSchema>;

/** DELETE /api/students/:id */
export const deleteStudentQuerySchema = z.object({
  permanent: z.enum(["true", "false"]).optional(),
});

/** POST /api/students/import (query string; the body is the CSV text). */
export const importStudentsQuerySchema = z.object({
  dryRun: z.enum(["true", "false"]).default("false"),
});

export const IMPORT_MAX_ROWS = 5000;
/** A CSV file is one request body, so it has the API's body limit. */
export const IMPORT_MAX_BYTES = BODY_MAX_BYTES;

/** The CSV columns, in order: export writes them, import reads them (extra columns are ignored). */
export const CSV_COLUMNS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "email",
  "phone",
  "status",
  "groups",
  "programs",
  "guardianName",
  "guardianEmail",
  "guardianPhone",
  "guardianRelationship",
  "emergencyContactName",
  "emergencyContactPhone",
  "medicalNotes",
  "photoConsent",
  "enrolledAt",
  "notes",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export interface ImportRowError {
  /** The line in the file: the header is row 1. */
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  totalRows: number;
  /** Rows that are (or would be) created. */
  created: number;
  /** Rows matching a student already on the register (email, else name + date of birth). */
  skipped: { row: number; reason: string; studentId: string | null }[];
  errors: ImportRowError[];
  /** Ids of the students created (not in a dry run). */
  createdIds: string[];
}

/**
 * Lower case without accents, so "zoe" finds "Zoë". Used to build the stored search and sort
 * fields on write and to normalise `q` on read.
 */
export function searchNormalize(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * The stored fields a search prefix is matched against, one range query each: "first last"
 * (which also covers every first-name prefix), the last name and the email.
 */
export const SEARCH_FIELDS = ["fullNameLower", "lastNameLower", "emailLower"] as const;

/**
 * A sort key that is unique per student: the sorted value, NUL, the document id. NUL sorts below
 * every other character, so ordering by the key is ordering by (value, id); being unique, it is a
 * total order on its own, which lets the search merge its three range queries page by page.
 */
export function sortKey(value: string, id: string): string {
  return `${value}\u0000${id}`;
}
