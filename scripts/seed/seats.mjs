import { instantInZone } from "../../functions/lib/seats/seat-occurrence.js";
import { DEFAULT_SEATS_SETTINGS } from "../../functions/lib/shared/seats.schema.js";
import { addDays, dayOfWeek, todayIn } from "../../functions/lib/shared/school-calendar.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo's seats: the seats policy (its own settings document), absences three families reported
 * for their classes in the coming week (each pre-marked excused, two with a credit), and credits,
 * one of them about to expire. Built from the demo's students and weekly sessions, so it follows
 * the demo's dates.
 */
export function buildSeats({ students, schedules, groups, timeZone, now = new Date() }) {
  const today = todayIn(timeZone, now);
  const groupName = (id) => groups.find((g) => g.id === id)?.data.name ?? "Class";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const absences = [];
  const credits = [];
  const marks = [];
  const counts = new Map();
  const reporters = [
    {
      id: "student-001",
      by: { uid: "demo-guardian", name: "Robin Parker", role: "guardian" },
      reason: "Family trip",
    },
    { id: "student-002", by: { uid: "demo-guardian", name: "Robin Parker", role: "guardian" }, reason: "" },
    { id: "student-005", by: null, reason: "School exam" },
  ];
  for (const [n, r] of reporters.entries()) {
    const student = students.find((s) => s.id === r.id);
    if (!student) continue;
    // The student's next class from tomorrow on, within the week.
    let found = null;
    for (let d = 1 + n; d <= 7 && !found; d++) {
      const date = addDays(today, d);
      const s = schedules.find(
        (x) => student.data.groupIds.includes(x.data.groupId) && x.data.dayOfWeek === dayOfWeek(date),
      );
      if (s && date <= s.data.endDate) found = { s, date };
    }
    if (!found) continue;
    const { s, date } = found;
    const attendanceId = `schedule_${s.id}_${date}`;
    const id = `${attendanceId}_${student.id}`;
    const studentName = `${student.data.firstName} ${student.data.lastName}`;
    const by = r.by ?? { uid: `demo-${student.id}`, name: studentName, role: "student" };
    const creditId = n < 2 ? `report_${id}` : null;
    const startsAt = instantInZone(date, s.data.startTime, timeZone);
    absences.push({
      id,
      data: {
        studentId: student.id,
        studentName,
        attendanceId,
        sessionKey: `schedule:${s.id}`,
        sessionName: `${groupName(s.data.groupId)} · ${weekday[s.data.dayOfWeek]} ${s.data.startTime}`,
        date,
        startTime: s.data.startTime,
        startsAt,
        groupId: s.data.groupId,
        programId: s.data.programId,
        reason: r.reason,
        reportedBy: by,
        reportedAt: new Date(now.getTime() - (n + 1) * HOUR),
        creditId,
      },
    });
    marks.push({
      id: attendanceId,
      data: {
        records: { [student.id]: "excused" },
        studentIds: [student.id],
        date,
        sessionType: "schedule",
        sessionId: s.id,
        groupIds: [s.data.groupId],
      },
    });
    counts.set(attendanceId, (counts.get(attendanceId) ?? 0) + 1);
    if (creditId)
      credits.push({
        id: creditId,
        data: {
          studentId: student.id,
          programId: s.data.programId,
          status: "open",
          source: "reported-absence",
          absenceId: id,
          issuedAt: now,
          expiresAt: new Date(now.getTime() + DEFAULT_SEATS_SETTINGS.creditValidityDays * DAY),
          bookingId: null,
        },
      });
  }
  // A credit the school gave by hand that runs out tomorrow: the app shows it first.
  const first = students.find((s) => s.id === "student-001");
  const program =
    first && schedules.find((s) => first.data.groupIds.includes(s.data.groupId))?.data.programId;
  if (program)
    credits.push({
      id: "demo-credit-expiring",
      data: {
        studentId: first.id,
        programId: program,
        status: "open",
        source: "staff",
        reason: "Studio closed for a storm",
        issuedAt: new Date(now.getTime() - 29 * DAY),
        expiresAt: new Date(now.getTime() + 20 * HOUR),
        bookingId: null,
      },
    });
  return {
    settings: { id: "seats", data: { ...DEFAULT_SEATS_SETTINGS } },
    seatAbsences: absences,
    seatCredits: credits,
    seatSessions: [...counts].map(([id, reported]) => ({ id, data: { reported, makeUps: 0 } })),
    marks,
  };
}
