import { z } from "zod";
import { docIdSchema } from "./id.schema";
import { checkTimeOrder } from "./range-checks";
import { timeField } from "./schedule.schema";

export const PRACTICE_STATUSES = ["planned", "held", "cancelled"] as const;
export const FRIDAY_MESSAGE = "Friday practice must be on a Friday";

/**
 * The Friday practice. `date` is a civil date in the school's zone ("2026-11-27") or an instant
 * (ISO timestamp) that the API turns into the school's civil date before the Friday check.
 */
export const practiceFieldsSchema = z.object({
  date: z.string().trim().min(1, "Choose a Friday.").max(40),
  startTime: timeField,
  endTime: timeField,
  title: z.string().trim().min(1, "Give the practice a title.").max(120, "At most 120 characters."),
  focus: z.string().trim().max(200, "At most 200 characters."),
  groupIds: z.array(docIdSchema).min(1, "Choose at least one group.").max(30, "At most 30 groups."),
  location: z.string().trim().max(100, "At most 100 characters."),
  videoIds: z.array(docIdSchema).max(20, "At most 20 videos."),
  notes: z.string().trim().max(2000, "At most 2000 characters."),
  status: z.enum(PRACTICE_STATUSES),
});

export const practiceInputSchema = practiceFieldsSchema.superRefine(checkTimeOrder);
export type PracticeInput = z.infer<typeof practiceInputSchema>;
export const practicePatchSchema = practiceFieldsSchema.partial().strict().superRefine(checkTimeOrder);
export type PracticePatch = z.infer<typeof practicePatchSchema>;

export const cancelPracticeSchema = z.object({
  reason: z.string().trim().min(1, "Say why the practice is cancelled.").max(300, "At most 300 characters."),
});

/** Upcoming or past pages, or every practice between from and to (the calendar's week). */
export const listPracticesQuerySchema = z.object({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD).")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date (YYYY-MM-DD).")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).optional(),
});

export interface Practice extends z.infer<typeof practiceFieldsSchema> {
  _id: string;
  cancelReason?: string | null;
}

/**
 * A stored practice as the input that would write it again: the edit form's starting values, and
 * what the API merges a patch onto. Practices written before a field existed lack it.
 */
export function practiceInputOf(practice: Practice): PracticeInput {
  return {
    date: practice.date,
    startTime: practice.startTime,
    endTime: practice.endTime,
    title: practice.title,
    focus: practice.focus ?? "",
    groupIds: practice.groupIds ?? [],
    location: practice.location ?? "",
    videoIds: practice.videoIds ?? [],
    notes: practice.notes ?? "",
    status: practice.status,
  };
}
