import {
  NOTIFICATION_TYPES,
  notificationText,
} from "../../functions/lib/notifications/notification-types.js";
import { INBOX_DAYS, notificationId } from "../../functions/lib/notifications/notify.js";
import { addDays } from "./dates.mjs";

const HOUR = 3_600_000;

/**
 * A few notifications in the demo accounts' inboxes (student 1, the guardian, the admin and the
 * staff member), so the app's Notifications screen and the console's bell show real content.
 * Built with the table's own texts and the ids `notify()` gives, dated before the week's anchor
 * (a re-seed the same week changes nothing) and stored as delivered, so the delivery trigger
 * sends no push and no mail for them.
 */
export function buildNotifications(anchor) {
  const family = [
    [
      "announcement",
      {
        announcementId: "demo",
        title: "Winter showcase tickets are on sale",
        school: "Northside Dance Academy",
      },
      2,
      false,
    ],
    ["videosReleased", { week: 6, programName: "Jazz & Tap Term" }, 26, false],
    ["sessionCancelled", { sessionId: "demo", title: "Jazz Juniors", when: "Tue 17:00" }, 50, true],
    ["makeUpBooked", { bookingId: "demo", title: "Junior Ballet", when: "Wed 16:00" }, 120, true],
  ];
  const staff = [
    ["newBugReport", { reportId: "demo", title: "Video stops after a minute", from: "Mia Lopez" }, 1, false],
    ["absencesToday", { date: "today", count: 3 }, 5, false],
    ["attendanceNotTaken", { sessionId: "demo", title: "Hip Hop Crew (Mon 18:00)", date: "" }, 30, true],
    [
      "absenceReported",
      { absenceId: "demo", student: "Ava Parker", title: "Junior Ballet", when: "Thu 16:00" },
      72,
      true,
    ],
  ];
  const rows = [
    ...["demo-student-001", "demo-guardian"].flatMap((uid) => family.map((r) => [uid, "family", ...r])),
    ...["demo-admin", "demo-staff"].flatMap((uid) => staff.map((r) => [uid, "staff", ...r])),
  ];
  return rows.map(([uid, audience, type, params, hoursAgo, read]) => {
    const createdAt = new Date(anchor.getTime() - hoursAgo * HOUR);
    const key = `demo-${type}`;
    return {
      id: notificationId(key, uid),
      data: {
        uid,
        type,
        audience,
        urgency: NOTIFICATION_TYPES[type].urgency,
        ...notificationText(type, params),
        key,
        createdAt,
        expiresAt: addDays(createdAt, INBOX_DAYS),
        deliverAt: createdAt,
        status: "delivered",
        deliveredAt: createdAt,
        readAt: read ? new Date(createdAt.getTime() + HOUR) : null,
      },
    };
  });
}
