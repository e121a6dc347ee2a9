import type { AuditEntryView } from "@shared/audit.schema";

/**
 * The audit trail in words. Each recorded action (its code stays in the CSV, for machines) has a
 * sentence for an entry, where {r} is the record's name and {to} the person a report went to, and
 * a label for the action filter.
 */
export const ACTION_WORDS: Record<string, readonly [sentence: string, filter: string]> = {
  "announcement.archive": ["archived the announcement {r}", "Archived an announcement"],
  "announcement.create": ["wrote the announcement {r}", "Wrote an announcement"],
  "announcement.delete": ["deleted the announcement {r}", "Deleted an announcement"],
  "announcement.duplicate": ["copied the announcement {r}", "Copied an announcement"],
  "announcement.pin": ["pinned the announcement {r}", "Pinned an announcement"],
  "announcement.publish": ["published the announcement {r}", "Published an announcement"],
  "announcement.restore": ["brought back the announcement {r}", "Brought back an announcement"],
  "announcement.unpin": ["unpinned the announcement {r}", "Unpinned an announcement"],
  "announcement.update": ["edited the announcement {r}", "Edited an announcement"],
  "attendance.mark": ["took attendance for {r}", "Took attendance"],
  "auth.sign-out-everywhere": ["signed {r} out on every device", "Signed out on every device"],
  "bug-report.assign": ["assigned {r} to {to}", "Assigned a bug report"],
  "bug-report.create": ["reported {r}", "Reported a bug"],
  "bug-report.duplicate": ["marked {r} as a duplicate", "Marked a bug report as a duplicate"],
  "bug-report.note": ["added a note to {r}", "Added a note to a bug report"],
  "bug-report.reopen": ["reopened {r}", "Reopened a bug report"],
  "bug-report.reply": ["replied to {r}", "Replied to a bug report"],
  "bug-report.status": ["moved {r} on", "Changed a bug report's status"],
  "chat.create": ["started the conversation {r}", "Started a conversation"],
  "group.create": ["created the group {r}", "Created a group"],
  "group.delete": ["deleted the group {r}", "Deleted a group"],
  "group.member.add": ["added students to the group {r}", "Added students to a group"],
  "group.member.remove": ["took students out of the group {r}", "Took students out of a group"],
  "group.update": ["edited the group {r}", "Edited a group"],
  "link.archive": ["archived the link {r}", "Archived a link"],
  "link.create": ["added the link {r}", "Added a link"],
  "link.hide": ["hid the link {r}", "Hid a link"],
  "link.move": ["moved the link {r}", "Moved a link"],
  "link.show": ["showed the link {r}", "Showed a link"],
  "link.unarchive": ["brought back the link {r}", "Brought back a link"],
  "link.update": ["edited the link {r}", "Edited a link"],
  "page.archive": ["archived the page {r}", "Archived a page"],
  "page.create": ["created the page {r}", "Created a page"],
  "page.restore-version": [
    "restored an earlier version of the page {r}",
    "Restored a page's earlier version",
  ],
  "page.unarchive": ["brought back the page {r}", "Brought back a page"],
  "page.update": ["edited the page {r}", "Edited a page"],
  "practice.create": ["planned the Friday practice {r}", "Planned a Friday practice"],
  "practice.update": ["edited the Friday practice {r}", "Edited a Friday practice"],
  "program.create": ["created the program {r}", "Created a program"],
  "program.update": ["edited the program {r}", "Edited a program"],
  "schedule.archive": ["archived the class {r}", "Archived a class"],
  "schedule.cancel-occurrence": ["cancelled one date of the class {r}", "Cancelled a class date"],
  "schedule.create": ["added the class {r}", "Added a class"],
  "schedule.restore-occurrence": ["restored a cancelled date of the class {r}", "Restored a class date"],
  "schedule.update": ["edited the class {r}", "Edited a class"],
  "settings.update": ["changed {r}", "Changed the settings"],
  "student.archive": ["archived {r}", "Archived a student"],
  "student.create": ["enrolled {r}", "Enrolled a student"],
  "student.delete": ["deleted {r}", "Deleted a student"],
  "student.invite": ["invited {r} to the app", "Invited a student to the app"],
  "student.restore": ["brought back {r}", "Brought back a student"],
  "student.update": ["updated {r}", "Updated a student"],
};

/** The action filter's choices, in words, ordered as people read them. */
export const ACTION_CHOICES = Object.entries(ACTION_WORDS)
  .map(([code, [, filter]]) => [code, filter] as const)
  .sort((a, b) => a[1].localeCompare(b[1]));

/** Titles are quoted in a sentence; people's and groups' names are not. */
const QUOTED = new Set(["announcements", "bugReports", "pages", "links", "videos", "chats", "practices"]);

const KIND: Record<string, string> = {
  students: "a student",
  groups: "a group",
  programs: "a program",
  schedules: "a class",
  attendance: "a register",
  practices: "a Friday practice",
  announcements: "an announcement",
  chats: "a conversation",
  bugReports: "a bug report",
  users: "an account",
  videos: "a video",
  pages: "a page",
  links: "a link",
  settings: "the settings",
};

/** How the entry names its record: its name, or (gone or nameless) what kind of record it was. */
export function recordWords(entry: AuditEntryView, fallback?: string): string {
  if (entry.recordName && entry.resource !== "settings")
    return QUOTED.has(entry.resource) ? `‘${entry.recordName}’` : entry.recordName;
  return fallback ?? KIND[entry.resource] ?? "a record";
}

/** "took attendance for …", split around the record so the record can be a link. */
export function sentenceParts(entry: AuditEntryView): { before: string; after: string; named: boolean } {
  const [sentence] = ACTION_WORDS[entry.action] ?? [`changed {r}`];
  const to = typeof entry.details.to === "string" ? entry.people[entry.details.to] : undefined;
  const filled =
    entry.action === "bug-report.assign" && entry.details.to === null
      ? "took {r} off its assignee"
      : sentence.replace("{to}", to ?? "a colleague");
  const at = filled.indexOf("{r}");
  if (at < 0) return { before: filled, after: "", named: false };
  return { before: filled.slice(0, at), after: filled.slice(at + 3), named: true };
}

/** Field names people use: "school.timeZone" -> "Time zone", "phone" -> "Phone". */
const FIELD_WORDS: Record<string, string> = {
  "school.name": "School name",
  "school.timeZone": "Time zone",
  "school.dateFormat": "Date format",
  "school.logoPath": "Logo",
  "absenceAlerts.enabled": "Absence alerts",
  groupIds: "Groups",
  programIds: "Programs",
  dateOfBirth: "Date of birth",
  enrolledAt: "Enrolled on",
};

export function fieldWords(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
  const last = field.split(".").at(-1) ?? field;
  const words = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Values that are storage paths, not words: the line says what happened to the file instead. */
const FILE_FIELDS = new Set(["school.logoPath", "photoPath", "logoPath"]);

/** One change as a line: "Phone: 555-0100 → 555-0199", "Logo: replaced". */
export function changeLine(
  field: string,
  change: { before: unknown; after: unknown },
  words: { date: (civil: string) => string; name: (id: string) => string | undefined },
): string {
  if (FILE_FIELDS.has(field)) {
    const what = !change.before ? "added" : !change.after ? "removed" : "replaced";
    return `${fieldWords(field)}: ${what}`;
  }
  return `${fieldWords(field)}: ${valueWords(change.before, words)} → ${valueWords(change.after, words)}`;
}

/**
 * A changed value as people read it: On/Off, a date in the school's format, a group's or program's
 * name for its id, "—" for nothing.
 */
export function valueWords(
  value: unknown,
  words: { date: (civil: string) => string; name: (id: string) => string | undefined },
): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "On" : "Off";
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) return words.date(value);
    const named = words.name(value);
    if (named) return named;
    return /^[a-z]+$/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => valueWords(v, words)).join(", ") : "—";
  if (typeof value === "number") return value.toLocaleString();
  return "changed";
}
