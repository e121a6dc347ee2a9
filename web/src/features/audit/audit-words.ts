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
  "chat.export": ["exported the conversation {r} for review", "Exported a conversation for review"],
  "chat.review": ["reviewed the conversation {r}", "Reviewed a conversation"],
  "chat.support.assign": ["took on the support conversation {r}", "Took on a support conversation"],
  "chat.support.close": ["closed the support conversation {r}", "Closed a support conversation"],
  "chat.support.open": ["opened the support conversation {r}", "Opened a support conversation"],
  "chat.support.reopen": ["reopened the support conversation {r}", "Reopened a support conversation"],
  "group.create": ["created the group {r}", "Created a group"],
  "group.delete": ["deleted the group {r}", "Deleted a group"],
  "group.member.add": ["added students to the group {r}", "Added students to a group"],
  "group.member.remove": ["took students out of the group {r}", "Took students out of a group"],
  "group.update": ["edited the group {r}", "Edited a group"],
  "guardian.invite": ["invited a guardian of {r}", "Invited a guardian"],
  "guardian.invite-resend": ["sent again the guardian invitation of {r}", "Sent a guardian invitation again"],
  "guardian.invite-revoke": ["withdrew a guardian invitation of {r}", "Withdrew a guardian invitation"],
  "guardian.staff-messages": ["changed who may message {r}", "Changed a family's message settings"],
  "guardian.unlink": ["removed a guardian from {r}", "Removed a guardian"],
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
  "practice.cancel": ["cancelled the Friday practice {r}", "Cancelled a Friday practice"],
  "practice.update": ["edited the Friday practice {r}", "Edited a Friday practice"],
  "profile.update": ["updated the profile of {r}", "Updated a profile"],
  "program.create": ["created the program {r}", "Created a program"],
  "program.update": ["edited the program {r}", "Edited a program"],
  "schedule.archive": ["archived the class {r}", "Archived a class"],
  "schedule.cancel-occurrence": ["cancelled one date of the class {r}", "Cancelled a class date"],
  "schedule.create": ["added the class {r}", "Added a class"],
  "schedule.restore-occurrence": ["restored a cancelled date of the class {r}", "Restored a class date"],
  "schedule.update": ["edited the class {r}", "Edited a class"],
  "seats.absence.report": ["reported an absence for {r}", "Reported an absence"],
  "seats.credit.extend": ["extended {r}", "Extended a make-up credit"],
  "seats.credit.issue": ["gave {r}", "Gave a make-up credit"],
  "seats.credit.void": ["cancelled {r}", "Cancelled a make-up credit"],
  "seats.makeup.book": ["booked {r}", "Booked a make-up class"],
  "seats.makeup.cancel": ["cancelled {r}", "Cancelled a make-up booking"],
  "settings.seats.update": ["changed the make-up rules", "Changed the make-up rules"],
  "settings.update": ["changed {r}", "Changed the settings"],
  "student.archive": ["archived {r}", "Archived a student"],
  "student.create": ["enrolled {r}", "Enrolled a student"],
  "student.delete": ["deleted {r}", "Deleted a student"],
  "student.invite": ["invited {r} to the app", "Invited a student to the app"],
  "student.restore": ["brought back {r}", "Brought back a student"],
  "student.update": ["updated {r}", "Updated a student"],
  "team.disable": ["turned off the account of {r}", "Turned off an account"],
  "team.enable": ["turned on the account of {r}", "Turned on an account"],
  "team.invite": ["invited {r} to the team", "Invited a team member"],
  "team.invite-resend": ["sent {r} the team invitation again", "Sent a team invitation again"],
  "team.invite-revoke": ["withdrew the team invitation of {r}", "Withdrew a team invitation"],
  "team.role": ["changed the role of {r}", "Changed a team member's role"],
  "video.archive": ["archived the video {r}", "Archived a video"],
  "video.create": ["added the video {r}", "Added a video"],
  "video.move": ["moved the video {r} to another week", "Moved a video"],
  "video.publish": ["published the video {r}", "Published a video"],
  "video.restore": ["brought back the video {r}", "Brought back a video"],
  "video.unpublish": ["put the video {r} back to draft", "Put a video back to draft"],
  "video.update": ["edited the video {r}", "Edited a video"],
  "waitlist.accept": ["accepted a place for {r}", "Accepted a waitlist place"],
  "waitlist.decline": ["declined a place for {r}", "Declined a waitlist place"],
  "waitlist.join": ["put a student on the waitlist of {r}", "Added to a waitlist"],
  "waitlist.leave": ["left the waitlist of {r}", "Left a waitlist"],
  "waitlist.offer": ["offered a place in {r} by hand", "Offered a place by hand"],
  "waitlist.pause": ["paused the offers of {r}", "Paused a waitlist"],
  "waitlist.remove": ["took a student off the waitlist of {r}", "Removed from a waitlist"],
  "waitlist.reorder": ["reordered the waitlist of {r}", "Reordered a waitlist"],
  "waitlist.resume": ["resumed the offers of {r}", "Resumed a waitlist"],
  "waitlist.skip": ["skipped the offer out in {r}", "Skipped a waitlist offer"],
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
  seatCredits: "a make-up credit",
  seatBookings: "a make-up booking",
  seatAbsences: "an absence",
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
  staffMessagesOff: "Staff messages",
  expiresAt: "Expires on",
  displayName: "Name",
  photoPath: "Photo",
  posterPath: "Poster",
  releaseAt: "Release",
  durationSeconds: "Length in seconds",
  "source.kind": "Video source",
  "source.url": "Video link",
  "source.path": "Video file",
  creditForReportedAbsence: "Credit for a reported absence",
  creditNoticeHours: "Notice for a credit (hours)",
  creditValidityDays: "Credit valid for (days)",
  eligibleSessions: "Credits book",
  eligibleProgramIds: "Programs credits book",
  extraMakeUpSeats: "Extra make-up seats",
  bookingCutoffHours: "Booking cut-off (hours)",
  offerWindowHours: "Offer window (hours)",
  familiesJoinWaitlists: "Families join waitlists",
  "ageRange.min": "Youngest age",
  "ageRange.max": "Oldest age",
  instructorIds: "Instructors",
  instructorId: "Instructor",
  dayOfWeek: "Day",
  startTime: "Starts",
  endTime: "Ends",
  startDate: "First date",
  endDate: "Last date",
  groupId: "Group",
  programId: "Program",
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function fieldWords(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
  const last = field.split(".").at(-1) ?? field;
  const words = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Values that are storage paths, not words: the line says what happened to the file instead. */
const FILE_FIELDS = new Set(["school.logoPath", "photoPath", "logoPath", "posterPath", "source.path"]);

/** One change as a line: "Phone: 555-0100 → 555-0199", "Logo: replaced". */
export function changeLine(
  field: string,
  change: { before: unknown; after: unknown },
  words: { date: (civil: string) => string; name: (id: string) => string | undefined },
): string {
  if (field === "dayOfWeek") {
    const day = (v: unknown) => (typeof v === "number" ? (WEEKDAYS[v] ?? "—") : "—");
    return `${fieldWords(field)}: ${day(change.before)} → ${day(change.after)}`;
  }
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

type Words = { date: (civil: string) => string; name: (id: string) => string | undefined };
const str = (v: unknown) => (typeof v === "string" && v ? v : null);
const line = (field: string, before: unknown, after: unknown, words: Words) =>
  changeLine(field, { before, after }, words);

/**
 * What an entry without recorded field changes changed, from what its action does keep: a role's
 * old and new, an account turned off, a credit's new expiry, a support conversation's status.
 * Each line reads like a recorded change: "Role: Staff → Admin".
 */
export function detailLines(entry: AuditEntryView, words: Words): string[] {
  const d = entry.details;
  const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === "string") : [];
  const listed = (label: string, items: string[]) => (items.length ? [`${label}: ${items.join(", ")}`] : []);
  switch (entry.action) {
    case "team.role":
      return [line("role", d.from, d.to, words)];
    case "team.disable":
    case "team.enable":
      return [
        line("access", entry.action === "team.enable" ? false : true, entry.action === "team.enable", words),
      ];
    case "team.invite":
      return [line("role", null, d.role, words)];
    case "guardian.staff-messages":
      return [`${fieldWords("staffMessagesOff")}: ${d.staffMessagesOff ? "On → Off" : "Off → On"}`];
    case "guardian.invite":
    case "guardian.invite-resend":
      return str(d.email) ? [`Guardian's email: ${str(d.email)}`] : [];
    case "chat.support.close":
      return [line("status", d.previousStatus ?? "open", "closed", words)];
    case "chat.support.reopen":
      return [line("status", d.previousStatus ?? "closed", "open", words)];
    case "chat.review":
    case "chat.export":
      return str(d.reason) ? [`Reason: ${str(d.reason)}`] : [];
    case "seats.credit.extend":
      return [
        line("expiresAt", null, d.expiresAt, words),
        ...(str(d.reason) ? [`Reason: ${str(d.reason)}`] : []),
      ];
    case "seats.credit.void":
      return [line("status", d.was, "void", words), ...(str(d.reason) ? [`Reason: ${str(d.reason)}`] : [])];
    case "seats.credit.issue":
      return typeof d.days === "number" ? [`Valid for: ${d.days} days`] : [];
    case "video.move":
    case "video.publish":
    case "video.unpublish": {
      const from = d.from as { week?: unknown } | undefined;
      const to = (d.to as { week?: unknown } | undefined)?.week ?? d.week;
      const status =
        entry.action === "video.publish"
          ? [line("status", "draft", "published", words)]
          : entry.action === "video.unpublish"
            ? [line("status", "published", "draft", words)]
            : [];
      return [...status, ...(to !== undefined ? [line("week", from?.week ?? null, to, words)] : [])];
    }
    case "video.update":
    case "profile.update":
      return listed("Changed", fields.map(fieldWords));
    case "settings.seats.update":
      return listed(
        "Changed",
        (Array.isArray(d.changed) ? d.changed : []).map((f) => fieldWords(String(f))),
      );
    default:
      return [];
  }
}
