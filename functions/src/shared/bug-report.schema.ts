import { z } from "zod";
import { labelsOf } from "./enum-labels";
import { docIdSchema, uidSchema } from "./id.schema";
import { bugScreenshotPathSchema } from "./storage-path.schema";
import { requiredText } from "./text-fields.schema";

/**
 * Bug reports: students file them through `/api/me/bug-reports`, staff work them
 * through `/api/bug-reports` along the workflow below.
 */
export const BUG_STATUSES = ["new", "triaged", "in_progress", "resolved", "closed"] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];

export const BUG_STATUS_LABELS = labelsOf(BUG_STATUSES);

export const BUG_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type BugSeverity = (typeof BUG_SEVERITIES)[number];

export const BUG_SEVERITY_LABELS = labelsOf(BUG_SEVERITIES);

/**
 * The workflow: new → triaged → in progress → resolved → closed, one step at a time, and reopen
 * (a resolved or closed report goes back to triaged, keeping its assignee).
 */
export const BUG_TRANSITIONS: Record<BugStatus, readonly BugStatus[]> = {
  new: ["triaged"],
  triaged: ["in_progress"],
  in_progress: ["resolved"],
  resolved: ["closed", "triaged"],
  closed: ["triaged"],
};

/** Whether moving to `to` from `from` reopens the report. */
export const isReopen = (from: BugStatus, to: BugStatus) =>
  (from === "resolved" || from === "closed") && to === "triaged";

/** Why a move is refused, or null when it is allowed (the API's 409 and the console's buttons). */
export function transitionProblem(from: BugStatus, to: BugStatus): string | null {
  if (from === to) return `The report is already ${BUG_STATUS_LABELS[to].toLowerCase()}.`;
  if (BUG_TRANSITIONS[from].includes(to)) return null;
  const next = BUG_TRANSITIONS[from].map((s) => BUG_STATUS_LABELS[s].toLowerCase()).join(" or ");
  return `A ${BUG_STATUS_LABELS[from].toLowerCase()} report cannot go to ${BUG_STATUS_LABELS[to].toLowerCase()}: it goes to ${next} next.`;
}

export const BUG_TITLE_MAX = 120;
export const BUG_TEXT_MAX = 4000;
export const BUG_NOTE_MAX = 4000;
/** Notes and replies each report keeps (the document stays far below Firestore's 1 MiB). */
export const BUG_THREAD_MAX = 100;
export const BUG_SCREENSHOTS_MAX = 3;
/** Reports one student may file per hour. */
export const BUG_REPORTS_PER_HOUR = 10;

const optionalText = (max: number) =>
  z.string({ error: "Must be text." }).trim().max(max, `At most ${max} characters.`).default("");

/** What the student app captures by itself when a report is filed. */
export const bugContextSchema = z
  .object({
    appVersion: requiredText("Give the app version.", 40),
    device: requiredText("Describe the device and browser.", 200),
    route: requiredText("Name the screen or route.", 300),
    /** The browser and its version, when the app tells it apart from the device. */
    browser: z.string({ error: "Must be text." }).trim().max(200, "At most 200 characters.").optional(),
    /** The viewport, e.g. "375x812". */
    screen: z.string({ error: "Must be text." }).trim().max(40, "At most 40 characters.").optional(),
    /** When the student saw the problem (the app's clock); the server keeps its own createdAt. */
    occurredAt: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }).optional(),
  })
  .strict();
export type BugContext = z.output<typeof bugContextSchema>;

/** POST /api/me/bug-reports */
export const createBugReportSchema = z
  .object({
    title: requiredText("Give the report a title.", BUG_TITLE_MAX),
    whatHappened: requiredText("Say what happened.", BUG_TEXT_MAX),
    steps: optionalText(BUG_TEXT_MAX),
    expected: optionalText(BUG_TEXT_MAX),
    severity: z.enum(BUG_SEVERITIES, { error: "Choose low, medium, high or critical." }),
    context: bugContextSchema,
    screenshots: z
      .array(bugScreenshotPathSchema)
      .max(BUG_SCREENSHOTS_MAX, `At most ${BUG_SCREENSHOTS_MAX} screenshots.`)
      .refine((paths) => new Set(paths).size === paths.length, "The same screenshot twice.")
      .default([]),
  })
  .strict();
export type CreateBugReportInput = z.input<typeof createBugReportSchema>;
export type CreateBugReportFields = z.output<typeof createBugReportSchema>;

const limit = (max: number, dflt: number) => z.coerce.number().int().min(1).max(max).default(dflt);
const cursor = z.string().min(1).max(2000).optional();

/** GET /api/bug-reports: a status tab, filters, a search and cursor pages. */
export const listBugReportsSchema = z.object({
  status: z.enum(BUG_STATUSES).optional(),
  severity: z.enum(BUG_SEVERITIES).optional(),
  assignee: uidSchema.optional(),
  mine: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  q: z.string().trim().max(60, "Search with at most 60 characters.").optional(),
  limit: limit(100, 25),
  cursor,
});
export type ListBugReportsQuery = z.output<typeof listBugReportsSchema>;

/** GET /api/me/bug-reports */
export const listMyBugReportsSchema = z.object({ limit: limit(50, 20), cursor });
export type ListMyBugReportsQuery = z.output<typeof listMyBugReportsSchema>;

/** POST /api/bug-reports/:id/status */
export const bugStatusSchema = z.object({ status: z.enum(BUG_STATUSES) }).strict();
/** POST /api/bug-reports/:id/assign (null unassigns) */
export const bugAssignSchema = z.object({ assigneeUid: uidSchema.nullable() }).strict();
/** POST /api/bug-reports/:id/duplicate (null clears) */
export const bugDuplicateSchema = z.object({ duplicateOf: docIdSchema.nullable() }).strict();
/** POST /api/bug-reports/:id/notes and /replies */
export const bugMessageSchema = z
  .object({ text: requiredText("Write something first.", BUG_NOTE_MAX) })
  .strict();

export interface BugPerson {
  uid: string;
  displayName: string;
}

/** A note (staff only) or a reply (the student sees it). */
export interface BugMessage {
  id: string;
  text: string;
  by: BugPerson;
  at: string;
}

export interface BugScreenshot {
  path: string;
  url: string;
}

/** A report in the staff inbox. */
export interface BugReportSummary {
  _id: string;
  title: string;
  severity: BugSeverity;
  status: BugStatus;
  reporter: BugPerson & { studentId: string };
  assignee: BugPerson | null;
  duplicateOf: string | null;
  context: BugContext;
  replyCount: number;
  noteCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One report as staff open it: everything, internal notes included. */
export interface BugReport extends BugReportSummary {
  whatHappened: string;
  steps: string;
  expected: string;
  screenshots: BugScreenshot[];
  notes: BugMessage[];
  replies: BugMessage[];
  /** The report this one duplicates, named (null when none or when it is gone). */
  duplicate: { _id: string; title: string; status: BugStatus } | null;
}

/** A report as its student reads it: never the internal notes, the assignee or other students. */
export const myBugReportSchema = z.object({
  _id: z.string(),
  title: z.string(),
  whatHappened: z.string(),
  steps: z.string(),
  expected: z.string(),
  severity: z.enum(BUG_SEVERITIES),
  status: z.enum(BUG_STATUSES),
  context: z.object({
    appVersion: z.string(),
    device: z.string(),
    route: z.string(),
    browser: z.string().optional(),
    screen: z.string().optional(),
    occurredAt: z.string().optional(),
  }),
  screenshots: z.array(z.object({ path: z.string(), url: z.string() })),
  replies: z.array(
    z.object({ id: z.string(), text: z.string(), by: z.object({ displayName: z.string() }), at: z.string() }),
  ),
  duplicate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyBugReport = z.output<typeof myBugReportSchema>;

/** GET /api/bug-reports/counts: reports per status (the tabs and the side menu's "new"). */
export type BugReportCounts = Record<BugStatus, number>;
