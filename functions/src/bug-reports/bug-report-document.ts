import {
  createBugReportSchema,
  type BugPerson,
  type BugScreenshot,
  type BugStatus,
  type CreateBugReportInput,
} from "../shared/bug-report.schema";

/** Longest word prefix and whole-title prefix kept for search. */
const KEY_MAX = 24;

/**
 * The search keys of a title: every prefix of each word, and of the whole title (so "login but"
 * finds "Login button does nothing"), lower-cased. One `array-contains` then finds a report by any
 * word's beginning, together with the inbox's status and filters, in one indexed query.
 */
export function titleKeys(title: string): string[] {
  const normal = title.toLowerCase().replace(/\s+/g, " ").trim();
  const keys = new Set<string>();
  const addPrefixes = (text: string) => {
    for (let n = 1; n <= Math.min(text.length, KEY_MAX); n++) keys.add(text.slice(0, n));
  };
  for (const word of normal.split(/[^\p{L}\p{N}]+/u)) if (word) addPrefixes(word);
  addPrefixes(normal);
  return [...keys];
}

/** The key a search looks up: what titleKeys would store for the typed text. */
export const searchKeyOf = (q: string) => q.toLowerCase().replace(/\s+/g, " ").trim().slice(0, KEY_MAX);

/** A note or reply as stored (`at` a Date, stored as a Timestamp). */
export interface StoredBugMessage {
  id: string;
  text: string;
  by: BugPerson;
  at: Date;
}

export interface BugReportDocumentInput {
  report: Omit<CreateBugReportInput, "screenshots">;
  reporter: BugPerson & { studentId: string };
  /** When filed: also the captured time when the app sent none. */
  filedAt: Date;
  screenshots?: BugScreenshot[];
  status?: BugStatus;
  assignee?: BugPerson | null;
  duplicateOf?: string | null;
  notes?: StoredBugMessage[];
  replies?: StoredBugMessage[];
}

/**
 * The one stored shape of a bug report: what the filing handler, the seed (through the
 * built functions/lib) and the test factories write. The report's text is checked with the API's
 * own schema, so no writer stores a report the API would refuse.
 */
export function bugReportDocument(input: BugReportDocumentInput) {
  const fields = createBugReportSchema.parse({ ...input.report, screenshots: [] });
  const { occurredAt, ...context } = fields.context;
  return {
    title: fields.title,
    titleKeys: titleKeys(fields.title),
    whatHappened: fields.whatHappened,
    steps: fields.steps,
    expected: fields.expected,
    severity: fields.severity,
    context: { ...context, occurredAt: occurredAt ? new Date(occurredAt) : input.filedAt },
    screenshots: input.screenshots ?? [],
    status: input.status ?? "new",
    reporter: input.reporter,
    assignee: input.assignee ?? null,
    duplicateOf: input.duplicateOf ?? null,
    notes: input.notes ?? [],
    replies: input.replies ?? [],
  };
}
