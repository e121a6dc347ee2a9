import { z } from "zod";
import { docIdSchema } from "./id.schema";
import { checkAgeOrder } from "./range-checks";
import { TERM_WEEKS_MAX, isRealDate, termWeekCount } from "./school-calendar";

export const PROGRAM_STATUSES = ["draft", "published", "archived"] as const;

/**
 * A civil date. A date input left empty (or half typed) sends "", which reads "Enter a date.": the
 * format is named only to an API client that sent some other text, never beside a date picker.
 */
export const isoDateField = z
  .string({ error: "Enter a date." })
  .trim()
  .refine((v) => v !== "", { message: "Enter a date.", abort: true })
  .max(10, "Enter a date as YYYY-MM-DD.")
  .refine(isRealDate, "Enter a date as YYYY-MM-DD.");

/** The fields a program form edits; `weeks` is derived from the term by the API. */
export const programFieldsSchema = z.object({
  name: z.string().trim().min(1, "Enter the program's name.").max(100, "At most 100 characters."),
  description: z.string().trim().max(2000, "At most 2000 characters."),
  level: z.string().trim().max(60, "At most 60 characters."),
  ageRange: z.object({
    min: z.number({ error: "Enter an age." }).int("Whole years.").min(0, "0 or more.").max(99, "At most 99."),
    max: z.number({ error: "Enter an age." }).int("Whole years.").min(0, "0 or more.").max(99, "At most 99."),
  }),
  startDate: isoDateField,
  endDate: isoDateField,
  capacity: z
    .number({ error: "Enter a capacity." })
    .int("A whole number.")
    .min(1, "At least 1.")
    .max(1000, "At most 1000."),
  groupIds: z.array(docIdSchema).max(30, "At most 30 groups."),
  status: z.enum(PROGRAM_STATUSES, { error: "Choose draft, published or archived." }),
  color: z
    .string()
    .max(7)
    .regex(/^#[0-9a-fA-F]{6}$/, "A colour like #7c3aed."),
});

type ProgramFieldsShape = Partial<z.infer<typeof programFieldsSchema>>;

/** Cross-field rules, shared by create, update and the web form. */
function checkProgram(value: ProgramFieldsShape, ctx: z.RefinementCtx) {
  if (
    value.startDate &&
    value.endDate &&
    isRealDate(value.startDate) &&
    isRealDate(value.endDate) &&
    value.endDate <= value.startDate
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: "The end date must be after the start date.",
    });
  } else if (
    value.startDate &&
    value.endDate &&
    isRealDate(value.startDate) &&
    isRealDate(value.endDate) &&
    termWeekCount(value.startDate, value.endDate) > TERM_WEEKS_MAX
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: `A term is at most ${TERM_WEEKS_MAX} weeks (two years).`,
    });
  }
  checkAgeOrder(value, ctx);
}

export const programInputSchema = programFieldsSchema.superRefine(checkProgram);
export type ProgramInput = z.infer<typeof programInputSchema>;

/** PATCH: any subset; the merged result is checked again with `programInputSchema`. */
export const programPatchSchema = programFieldsSchema.partial().strict().superRefine(checkProgram);
export type ProgramPatch = z.infer<typeof programPatchSchema>;

/**
 * A stored program (or any record with its fields) as the input that would write it again, its
 * other fields left out: the edit form's starting values, and what the API merges a patch onto.
 * Programs written before a field existed lack it.
 */
export function programInputOf(program: ProgramInput): ProgramInput {
  return {
    name: program.name,
    description: program.description ?? "",
    level: program.level ?? "",
    ageRange: program.ageRange,
    startDate: program.startDate,
    endDate: program.endDate,
    capacity: program.capacity,
    groupIds: program.groupIds ?? [],
    status: program.status,
    color: program.color ?? "#7c3aed",
  };
}

export const listProgramsQuerySchema = z.object({
  status: z.enum(["active", "all", ...PROGRAM_STATUSES]).default("active"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(500).optional(),
});
