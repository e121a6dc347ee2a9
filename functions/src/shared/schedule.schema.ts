import { z } from "zod";
import { docIdSchema, uidSchema } from "./id.schema";
import { isoDateField } from "./program.schema";
import { checkTimeOrder } from "./range-checks";
import { TIME_RE, daysBetween, isRealDate } from "./school-calendar";

export const timeField = z.string().max(5, "A time like 17:30.").regex(TIME_RE, "A time like 17:30.");

/** A weekly recurring session as the form edits it. */
export const scheduleFieldsSchema = z.object({
  programId: z.string({ error: "Choose a program." }).min(1, "Choose a program.").pipe(docIdSchema),
  groupId: z.string({ error: "Choose a group." }).min(1, "Choose a group.").pipe(docIdSchema),
  dayOfWeek: z.number({ error: "Choose a day." }).int().min(0, "Choose a day.").max(6, "Choose a day."),
  startTime: timeField,
  endTime: timeField,
  room: z.string().trim().min(1, "Enter the room.").max(60, "At most 60 characters."),
  instructorId: z.string({ error: "Choose an instructor." }).min(1, "Choose an instructor.").pipe(uidSchema),
  startDate: isoDateField,
  endDate: isoDateField,
});

type ScheduleShape = Partial<z.infer<typeof scheduleFieldsSchema>>;

function checkSchedule(value: ScheduleShape, ctx: z.RefinementCtx) {
  checkTimeOrder(value, ctx);
  if (
    value.startDate &&
    value.endDate &&
    isRealDate(value.startDate) &&
    isRealDate(value.endDate) &&
    value.endDate < value.startDate
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: "The last date must not be before the first.",
    });
  }
}

export const scheduleInputSchema = scheduleFieldsSchema.superRefine(checkSchedule);
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;
export const schedulePatchSchema = scheduleFieldsSchema.partial().strict().superRefine(checkSchedule);
export type SchedulePatch = z.infer<typeof schedulePatchSchema>;

export const cancelOccurrenceSchema = z.object({
  date: isoDateField,
  reason: z.string().trim().min(1, "Say why the session is cancelled.").max(300, "At most 300 characters."),
});
export type CancelOccurrenceInput = z.infer<typeof cancelOccurrenceSchema>;

/** GET /api/schedules: filters, and an optional from/to range (at most 62 days) to expand. */
export const listSchedulesQuerySchema = z
  .object({
    programId: docIdSchema.optional(),
    groupId: docIdSchema.optional(),
    room: z.string().max(60).optional(),
    instructorId: uidSchema.optional(),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
  })
  .superRefine((q, ctx) => {
    if (Boolean(q.from) !== Boolean(q.to))
      ctx.addIssue({ code: "custom", path: [q.from ? "to" : "from"], message: "Give both from and to." });
    if (q.from && q.to && isRealDate(q.from) && isRealDate(q.to)) {
      const span = daysBetween(q.from, q.to);
      if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from." });
      else if (span > 62)
        ctx.addIssue({ code: "custom", path: ["to"], message: "At most 62 days at a time." });
    }
  });

export interface Schedule extends z.infer<typeof scheduleFieldsSchema> {
  _id: string;
  exceptions: { date: string; reason: string }[];
  archivedAt?: string | null;
}

/** When, where and with whom a session meets: a stored session's fields without its program. */
export function scheduleSlotOf(s: ScheduleInput): Omit<ScheduleInput, "programId"> {
  return {
    groupId: s.groupId,
    dayOfWeek: s.dayOfWeek,
    startTime: s.startTime,
    endTime: s.endTime,
    room: s.room,
    instructorId: s.instructorId,
    startDate: s.startDate,
    endDate: s.endDate,
  };
}

/**
 * A stored session as the input that would write it again (its bookkeeping left out): the edit
 * form's starting values, and what the API merges a patch onto.
 */
export const scheduleInputOf = (s: ScheduleInput): ScheduleInput => ({
  programId: s.programId,
  ...scheduleSlotOf(s),
});

/** One dated occurrence of a weekly session. */
export interface ScheduleOccurrence {
  scheduleId: string;
  date: string;
  programId: string;
  groupId: string;
  startTime: string;
  endTime: string;
  room: string;
  instructorId: string;
  cancelled: boolean;
  cancelReason: string | null;
}

export interface ListSchedulesResponse {
  data: Schedule[];
  /** Present when from/to were given. */
  occurrences?: ScheduleOccurrence[];
}
