import { addDays } from "./dates.mjs";

/**
 * A few hundred `auditLog` entries derived from the seeded history, so the audit trail
 * has something to show: the school set up (settings, groups, programs, sessions), students
 * enrolled, announcements written and published, Friday practices planned and the registers taken.
 * Every instant comes from the seeded records, so it moves with the seed date; the ids are fixed,
 * so a re-seed writes the same entries again.
 */
export function buildAuditTrail({ staff, stamp, anchor, records }) {
  const {
    settings,
    groups,
    programs,
    schedules,
    students,
    practices,
    announcements,
    attendance,
    bugReports,
  } = records;
  const byUid = new Map(staff.map((s) => [s.uid, s]));
  const actor = (uid) => {
    const s = byUid.get(uid) ?? staff[0];
    return { uid: s.uid, email: s.email, name: s.displayName, role: s.role };
  };
  const minutes = (date, n) => new Date(date.getTime() + n * 60_000);
  const entries = [];
  const add = (action, resource, resourceId, at, by, details = {}) => {
    if (at > anchor) return; // nothing recorded in the future
    entries.push({
      id: `seed-${String(entries.length + 1).padStart(4, "0")}`,
      data: { action, resource, resourceId, details, actor: actor(by), at },
    });
  };

  const general = settings[0];
  add("settings.update", "settings", general.id, stamp, "demo-admin", {
    fields: ["school.name", "school.timeZone", "absenceAlerts.enabled"],
    changes: {
      "school.name": { before: "Studio Admin", after: general.data.schoolName },
      "school.timeZone": { before: "America/New_York", after: general.data.timeZone },
      "absenceAlerts.enabled": { before: false, after: general.data.absenceAlerts },
    },
  });
  groups.forEach((g, i) => add("group.create", "groups", g.id, minutes(stamp, 10 + i), "demo-admin"));
  programs.forEach((p, i) => add("program.create", "programs", p.id, minutes(stamp, 30 + i), "demo-admin"));
  schedules.forEach((s, i) =>
    add("schedule.create", "schedules", s.id, minutes(stamp, 45 + i), "demo-admin", {
      programId: s.data.programId,
      groupId: s.data.groupId,
    }),
  );
  students.forEach((s, i) =>
    add(
      "student.create",
      "students",
      s.id,
      minutes(addDays(stamp, 1), i * 3),
      i % 3 ? "demo-staff" : "demo-admin",
    ),
  );
  students
    .filter((s) => s.data.status === "archived")
    .forEach((s, i) =>
      add("student.archive", "students", s.id, minutes(addDays(stamp, 5), i), "demo-admin", {
        fields: ["status"],
        changes: { status: { before: "active", after: "archived" } },
      }),
    );
  announcements.forEach((a, i) => {
    add("announcement.create", "announcements", a.id, minutes(addDays(stamp, 2), i * 7), "demo-admin");
    if (a.data.publishAt) add("announcement.publish", "announcements", a.id, a.data.publishAt, "demo-admin");
  });
  practices.forEach((p, i) =>
    add("practice.create", "practices", p.id, minutes(addDays(stamp, 3), i * 5), "demo-staff", {
      date: p.data.date,
    }),
  );
  for (const a of attendance) {
    const marks = Object.values(a.data.records);
    add("attendance.mark", "attendance", a.id, a.data.takenAt, a.data.takenBy, {
      date: a.data.date,
      marks: marks.length,
      absent: marks.filter((m) => m === "absent").length,
    });
  }
  // Bug reports worked by their assignee: assigned, each workflow step, notes and replies.
  const steps = ["new", "triaged", "in_progress", "resolved", "closed"];
  for (const b of bugReports) {
    const by = b.data.assignee?.uid;
    if (!by) continue;
    add("bug-report.assign", "bugReports", b.id, minutes(b.data.createdAt, 30), by, { from: null, to: by });
    for (let k = 1; k <= steps.indexOf(b.data.status); k++)
      add("bug-report.status", "bugReports", b.id, minutes(b.data.createdAt, 60 * k), by, {
        from: steps[k - 1],
        to: steps[k],
      });
    for (const [action, list] of [
      ["bug-report.note", b.data.notes],
      ["bug-report.reply", b.data.replies],
    ])
      for (const m of list)
        add(action, "bugReports", b.id, m.at, m.by.uid, { messageId: m.id, length: m.text.length });
  }
  return entries;
}
