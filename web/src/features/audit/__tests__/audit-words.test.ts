import type { AuditEntryView } from "@shared/audit.schema";
import { describe, expect, it } from "vitest";
import { ACTION_CHOICES, changeLine, recordWords, sentenceParts } from "../audit-words";

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
  });

  it("offers the action filter in words, each code once", () => {
    const labels = ACTION_CHOICES.map(([, label]) => label);
    expect(labels.every((l) => /^[A-Z][a-z]/.test(l) && !/\w\.\w/.test(l))).toBe(true);
    expect(new Set(ACTION_CHOICES.map(([code]) => code)).size).toBe(ACTION_CHOICES.length);
    expect(ACTION_CHOICES.find(([code]) => code === "student.create")?.[1]).toBe("Enrolled a student");
  });
});
