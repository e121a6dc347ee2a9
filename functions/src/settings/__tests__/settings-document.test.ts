import { describe, expect, it } from "vitest";
import { fieldsFromIssues } from "../../shared/api-error";
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from "../../shared/settings.schema";
import { settingsCacheSeconds } from "../../config/params";
import { settingsDocument, settingsFromDocument } from "../../lib/settings-document";

const FULL: Settings = {
  school: {
    name: "Northside Dance Academy",
    contactEmail: "office@northside.test",
    contactPhone: "+1 555 0100",
    address: "1 Main St",
    timeZone: "Europe/Paris",
    weekStartsOn: "sunday",
    dateFormat: "dd/MM/yyyy",
    logoPath: "school/logo/crest.png",
  },
  teaching: {
    sessionMinutes: 75,
    practice: { startTime: "16:30", endTime: "18:00", location: "Studio B" },
    attendanceStatuses: ["present", "absent", "late"],
  },
  absenceAlerts: {
    enabled: true,
    rule: "consecutive",
    consecutiveCount: 3,
    holdMinutes: 30,
    senderName: "Northside office",
    replyTo: "office@northside.test",
  },
  security: { sessionHours: 12 },
  safeguarding: { minorAge: 16, quietHours: { start: "22:00", end: "06:00" }, secondAdultUid: "staff-1" },
};

describe("the stored shape of settings/general", () => {
  it("round-trips every field, keeping the names functions read before (flat, sessionHours)", () => {
    const stored = settingsDocument(FULL);
    expect(stored).toMatchObject({
      schoolName: "Northside Dance Academy",
      timeZone: "Europe/Paris",
      sessionHours: 12,
      absenceAlerts: true,
      practiceDefaults: { startTime: "16:30", endTime: "18:00", location: "Studio B" },
    });
    expect(settingsFromDocument(stored)).toEqual(FULL);
  });

  it("reads a never-saved school as the defaults", () => {
    expect(settingsFromDocument({})).toEqual(DEFAULT_SETTINGS);
  });

  it("replaces only the odd fields of a hand-edited document with defaults", () => {
    const read = settingsFromDocument({
      ...settingsDocument(FULL),
      timeZone: "Mars/Olympus",
      weekStartsOn: "tuesday",
      sessionHours: 24 * 30,
      practiceDefaults: { startTime: "17:00", endTime: "19:00" },
    });
    expect(read.school.timeZone).toBe(DEFAULT_SETTINGS.school.timeZone);
    expect(read.school.weekStartsOn).toBe("monday");
    expect(read.school.name).toBe("Northside Dance Academy");
    expect(read.security.sessionHours).toBe(24);
    expect(read.teaching.practice).toEqual({ startTime: "17:00", endTime: "19:00", location: "" });
  });
});

describe("settingsSchema", () => {
  const fieldsOf = (input: unknown) => {
    const result = settingsSchema.safeParse(input);
    return result.success ? {} : fieldsFromIssues(result.error.issues);
  };

  it("accepts the full settings and spells a time zone as Intl does", () => {
    const parsed = settingsSchema.parse({ ...FULL, school: { ...FULL.school, timeZone: "asia/tokyo" } });
    expect(parsed.school.timeZone).toBe("Asia/Tokyo");
  });

  it("names each bad field", () => {
    const fields = fieldsOf({
      ...FULL,
      school: { ...FULL.school, timeZone: "Nowhere/Special", contactEmail: "not-an-email" },
      absenceAlerts: { ...FULL.absenceAlerts, replyTo: "x@" },
      security: { sessionHours: 25 },
    });
    expect(Object.keys(fields).sort()).toEqual([
      "absenceAlerts.replyTo",
      "school.contactEmail",
      "school.timeZone",
      "security.sessionHours",
    ]);
    expect(fields["security.sessionHours"]).toBe("The session lifetime must be from 1 to 24 hours.");
    expect(fieldsOf({ ...FULL, security: { sessionHours: 0 } })).toHaveProperty("security.sessionHours");
    expect(fieldsOf({ ...FULL, security: { sessionHours: 1.5 } })).toHaveProperty("security.sessionHours");
  });

  it("keeps Present and Absent in use, and the practice's end after its start", () => {
    const fields = fieldsOf({
      ...FULL,
      teaching: {
        ...FULL.teaching,
        practice: { startTime: "18:00", endTime: "17:00", location: "" },
        attendanceStatuses: ["present", "late"],
      },
    });
    expect(fields).toHaveProperty(["teaching.practice.endTime"]);
    expect(fields).toHaveProperty(["teaching.attendanceStatuses"]);
  });

  it("refuses unknown keys (a typo must not be dropped silently)", () => {
    expect(fieldsOf({ ...FULL, security: { sessionHours: 8, sesionHours: 9 } })).toHaveProperty(["security"]);
  });
});

describe("settingsCacheSeconds", () => {
  it("is 0 to 60 seconds, 60 when unset or invalid", () => {
    expect(settingsCacheSeconds({})).toBe(60);
    expect(settingsCacheSeconds({ SETTINGS_CACHE_SECONDS: "0" })).toBe(0);
    expect(settingsCacheSeconds({ SETTINGS_CACHE_SECONDS: "600" })).toBe(60);
    expect(settingsCacheSeconds({ SETTINGS_CACHE_SECONDS: "soon" })).toBe(60);
  });
});
