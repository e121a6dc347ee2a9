import { FieldPath, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { toJson } from "../lib/serialize";
import type {
  BugContext,
  BugMessage,
  BugPerson,
  BugReport,
  BugReportSummary,
  BugScreenshot,
  BugSeverity,
  BugStatus,
  ListBugReportsQuery,
  MyBugReport,
} from "../shared/bug-report.schema";
import { searchKeyOf } from "./bug-report-document";

const reports = collections.bugReports;
export const bugReportRef = (id: string) => reports.ref(id);
/** One report as a write names it (lib/audited-write.ts), with its 404 message. */
export const bugReportTarget = (id: string) =>
  ({ collection: "bugReports", id, missing: "This bug report does not exist." }) as const;
export const newBugReportRef = () => reports.col().doc();

/**
 * The staff inbox, newest first: a status tab, severity, assignee ("mine" is the caller) and a
 * title search, all equality or one `array-contains`, so every combination is one composite index
 * (firestore.indexes.json) and a page costs its own size in reads.
 */
export function inboxQuery(filters: Omit<ListBugReportsQuery, "limit" | "cursor">, me: string): Query {
  let q: Query = reports.col();
  if (filters.status) q = q.where("status", "==", filters.status);
  if (filters.severity) q = q.where("severity", "==", filters.severity);
  const assignee = filters.mine ? me : filters.assignee;
  if (assignee) q = q.where("assignee.uid", "==", assignee);
  const key = filters.q ? searchKeyOf(filters.q) : "";
  if (key) q = q.where("titleKeys", "array-contains", key);
  return q.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
}

/** One student's own reports, newest first. */
export const reporterQuery = (uid: string): Query =>
  reports
    .col()
    .where("reporter.uid", "==", uid)
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc");

/** How many reports are in `status` (an aggregation: no documents are read). */
export async function countWithStatus(status: BugStatus): Promise<number> {
  return (await reports.col().where("status", "==", status).count().get()).data().count;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
const iso = (v: unknown) => str(toJson(v));
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v : []);

function person(v: unknown): BugPerson | null {
  if (!v || typeof v !== "object") return null;
  const p = v as Record<string, unknown>;
  return { uid: str(p.uid), displayName: str(p.displayName) };
}

function messages(v: unknown): BugMessage[] {
  return list(v).map((m) => ({
    id: str(m.id),
    text: str(m.text),
    by: person(m.by) ?? { uid: "", displayName: "" },
    at: iso(m.at),
  }));
}

function contextOf(v: unknown): BugContext {
  const c = (v && typeof v === "object" ? v : {}) as Record<string, unknown>;
  return {
    appVersion: str(c.appVersion),
    device: str(c.device),
    route: str(c.route),
    ...(typeof c.browser === "string" && { browser: c.browser }),
    ...(typeof c.screen === "string" && { screen: c.screen }),
    occurredAt: iso(c.occurredAt) || undefined,
  };
}

const screenshotsOf = (v: unknown): BugScreenshot[] =>
  list(v).map((s) => ({ path: str(s.path), url: str(s.url) }));

/** A report as the inbox lists it: no text, notes or replies, only their counts. */
export function summaryOf(doc: DocumentSnapshot): BugReportSummary {
  const d = doc.data() ?? {};
  const reporter = person(d.reporter) ?? { uid: "", displayName: "" };
  return {
    _id: doc.id,
    title: str(d.title),
    severity: d.severity as BugSeverity,
    status: d.status as BugStatus,
    reporter: { ...reporter, studentId: str((d.reporter as Record<string, unknown> | undefined)?.studentId) },
    assignee: person(d.assignee),
    duplicateOf: str(d.duplicateOf) || null,
    context: contextOf(d.context),
    replyCount: list(d.replies).length,
    noteCount: list(d.notes).length,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/** A report as staff open it, with the report it duplicates named. */
export async function detailOf(doc: DocumentSnapshot): Promise<BugReport> {
  const d = doc.data() ?? {};
  const summary = summaryOf(doc);
  let duplicate: BugReport["duplicate"] = null;
  if (summary.duplicateOf) {
    const other = await bugReportRef(summary.duplicateOf).get();
    if (other.exists)
      duplicate = { _id: other.id, title: str(other.get("title")), status: other.get("status") as BugStatus };
  }
  return {
    ...summary,
    whatHappened: str(d.whatHappened),
    steps: str(d.steps),
    expected: str(d.expected),
    screenshots: screenshotsOf(d.screenshots),
    notes: messages(d.notes),
    replies: messages(d.replies),
    duplicate,
  };
}

/** The report re-read after a change, as staff see it. */
export async function freshDetail(id: string): Promise<BugReport> {
  return detailOf(await bugReportRef(id).get());
}

/**
 * A report as its student reads it: a whitelist, so the internal notes, the assignee and whatever
 * staff add later never reach a student by accident.
 */
export function studentViewOf(doc: DocumentSnapshot): MyBugReport {
  const d = doc.data() ?? {};
  return {
    _id: doc.id,
    title: str(d.title),
    whatHappened: str(d.whatHappened),
    steps: str(d.steps),
    expected: str(d.expected),
    severity: d.severity as BugSeverity,
    status: d.status as BugStatus,
    context: contextOf(d.context),
    screenshots: screenshotsOf(d.screenshots),
    replies: messages(d.replies).map((r) => ({
      id: r.id,
      text: r.text,
      by: { displayName: r.by.displayName },
      at: r.at,
    })),
    duplicate: Boolean(d.duplicateOf),
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}
