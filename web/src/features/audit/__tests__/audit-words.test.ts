import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { AuditEntryView } from "@shared/audit.schema";
import { describe, expect, it } from "vitest";
import {
  ACTION_CHOICES,
  ACTION_WORDS,
  changeLine,
  detailLines,
  recordWords,
  sentenceParts,
} from "../audit-words";

const words = {
  date: (d: string) => `[${d}]`,
  name: (id: string) => (id === "g1" ? "Junior Ballet" : undefined),
};

const entry = (over: Partial<AuditEntryView>): AuditEntryView => ({
  _id: "e1",
  at: "2026-11-27T16:00:00.000Z",
  action: "student.create",
  resource: "students",
  resourceId: "s1",
  actor: { uid: "u1", email: "alex@studio.test", name: "Alex Morgan", role: "admin" },
  details: {},
  exists: true,
  recordName: "Mila Reviewer",
  people: {},
  ...over,
});

const sentence = (e: AuditEntryView) => {
  const { before, after, named } = sentenceParts(e);
  return `${e.actor.name} ${before}${named ? recordWords(e) : ""}${after}.`;
};

describe("the audit trail in words", () => {
  it("says who did what to which record", () => {
    expect(sentence(entry({}))).toBe("Alex Morgan enrolled Mila Reviewer.");
    expect(
      sentence(
        entry({
          actor: { uid: "u2", email: "", name: "Sam Rivera", role: "staff" },
          action: "bug-report.assign",
          resource: "bugReports",
          recordName: "Video keeps buffering",
          details: { to: "u1" },
          people: { u1: "Alex Morgan" },
        }),
      ),
    ).toBe("Sam Rivera assigned ‘Video keeps buffering’ to Alex Morgan.");
    expect(sentence(entry({ action: "settings.update", resource: "settings", recordName: null }))).toBe(
      "Alex Morgan changed the settings.",
    );
  });

  it("writes a change as 'Field: before → after', never a path or true/false", () => {
    expect(changeLine("phone", { before: "555-0100", after: "555-0199" }, words)).toBe(
      "Phone: 555-0100 → 555-0199",
    );
    expect(changeLine("photoConsent", { before: false, after: true }, words)).toBe("Photo consent: Off → On");
    expect(changeLine("groupIds", { before: [], after: ["g1"] }, words)).toBe("Groups: — → Junior Ballet");
    expect(changeLine("school.logoPath", { before: null, after: "school/logo/abc.png" }, words)).toBe(
      "Logo: added",
    );
    expect(changeLine("dateOfBirth", { before: "2001-05-04", after: "2001-05-14" }, words)).toBe(
      "Date of birth: [2001-05-04] → [2001-05-14]",
    );
    expect(changeLine("dayOfWeek", { before: 1, after: 3 }, words)).toBe("Day: Monday → Wednesday");
    expect(changeLine("source.path", { before: "videos/a.mp4", after: "videos/b.mp4" }, words)).toBe(
      "Video file: replaced",
    );
    expect(changeLine("ageRange.min", { before: 6, after: 8 }, words)).toBe("Youngest age: 6 → 8");
  });

  it("offers the action filter in words, each code once", () => {
    const labels = ACTION_CHOICES.map(([, label]) => label);
    expect(labels.every((l) => /^[A-Z][a-z]/.test(l) && !/\w\.\w/.test(l))).toBe(true);
    expect(new Set(ACTION_CHOICES.map(([code]) => code)).size).toBe(ACTION_CHOICES.length);
    expect(ACTION_CHOICES.find(([code]) => code === "student.create")?.[1]).toBe("Enrolled a student");
  });
});

/** Every action code the API writes to the audit log, read from its source. */
function recordedActions(): string[] {
  const root = resolve(__dirname, "../../../../../functions/src");
  const codes = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts") || file.includes("__tests__")) continue;
    const source = readFileSync(join(root, file), "utf8");
    for (const m of source.matchAll(/action(?::|\s*=)\s*"([a-z-]+(?:\.[a-z-]+)+)"/g)) codes.add(m[1]!);
    for (const m of source.matchAll(/\? "([a-z-]+\.[a-z.-]+)" : "([a-z-]+\.[a-z.-]+)"/g)) {
      codes.add(m[1]!);
      codes.add(m[2]!);
    }
    for (const m of source.matchAll(/^\s*"((?:seats|chat)\.[a-z.-]+)",$/gm)) codes.add(m[1]!);
  }
  // Codes built from an input: the bulk video actions, the support actions, archiving links and pages.
  for (const a of ["publish", "unpublish", "move", "archive", "restore"]) codes.add(`video.${a}`);
  for (const a of ["assign", "close", "reopen"]) codes.add(`chat.support.${a}`);
  for (const kind of ["link", "page"]) for (const a of ["archive", "unarchive"]) codes.add(`${kind}.${a}`);
  return [...codes].sort();
}

describe("every recorded action", () => {
  it("has a sentence and a filter label in words", () => {
    const codes = recordedActions();
    expect(codes.length).toBeGreaterThan(60);
    expect(codes.filter((c) => !ACTION_WORDS[c])).toEqual([]);
  });

  it("says what changed, 'Field: before → after', where the entry keeps no field changes", () => {
    const lines = (over: Partial<AuditEntryView>) => detailLines(entry(over), words);
    expect(
      lines({ action: "team.role", resource: "users", details: { from: "staff", to: "admin" } }),
    ).toEqual(["Role: Staff → Admin"]);
    expect(lines({ action: "team.disable", resource: "users", details: { email: "a@b.test" } })).toEqual([
      "Access: On → Off",
    ]);
    expect(lines({ action: "guardian.staff-messages", details: { staffMessagesOff: true } })).toEqual([
      "Staff messages: On → Off",
    ]);
    expect(
      lines({ action: "chat.support.close", resource: "chats", details: { previousStatus: "open" } }),
    ).toEqual(["Status: Open → Closed"]);
    expect(
      lines({
        action: "seats.credit.void",
        resource: "seatCredits",
        details: { was: "available", reason: "Moved away" },
      }),
    ).toEqual(["Status: Available → Void", "Reason: Moved away"]);
    expect(
      lines({
        action: "seats.credit.extend",
        resource: "seatCredits",
        details: { days: 7, expiresAt: "2026-12-04T00:00:00.000Z", reason: "Ill" },
      }),
    ).toEqual(["Expires on: — → [2026-12-04T00:00:00.000Z]", "Reason: Ill"]);
    expect(
      lines({
        action: "video.move",
        resource: "videos",
        details: { fields: ["week"], from: { week: 2 }, to: { week: 3 } },
      }),
    ).toEqual(["Week: 2 → 3"]);
    expect(lines({ action: "video.publish", resource: "videos", details: { bulk: true } })).toEqual([
      "Status: Draft → Published",
    ]);
    expect(
      lines({ action: "video.update", resource: "videos", details: { fields: ["title", "groupIds"] } }),
    ).toEqual(["Changed: Title, Groups"]);
    expect(lines({ action: "student.update", details: { changes: {} } })).toEqual([]);
  });
});
