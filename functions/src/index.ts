import { initializeApp } from "firebase-admin/app";
import { setGlobalOptions } from "firebase-functions";
import { onRequest } from "firebase-functions/https";
import { createApp } from "./server/app";
import { sessionSecret, vapidPrivateKey, vapidPublicKey } from "./config/params";

initializeApp();
setGlobalOptions({ region: "us-central1", maxInstances: 10 });

// `cors: false`: the console calls the API on its own origin through Hosting's /api rewrite, so no
// other origin gets a CORS grant. Without it the Functions emulator (its `enableCors` debug
// feature) answers every Origin, and every preflight, with that origin allowed.
export const api = onRequest(
  { secrets: [sessionSecret, vapidPublicKey, vapidPrivateKey], invoker: "public", cors: false },
  createApp({ getSecret: () => sessionSecret.value() }),
);

export { onMessageCreated } from "./chats/on-message-created.trigger";
export { publishDueAnnouncementsSchedule } from "./announcements/publish-due.schedule";
export { onAttendanceWritten } from "./attendance/on-attendance-written.trigger";
export { releaseAbsenceMails } from "./attendance/release-absence-mails.schedule";
export { recountStudentsSchedule } from "./students/recount-students.schedule";
export { releaseWelcomeMails } from "./students/release-welcome-mails.schedule";
export { seatsTimers } from "./seats/seats-timers.schedule";
export { onAccountDeleted } from "./users/on-account-deleted.trigger";
export { onNotificationCreated } from "./notifications/on-notification-created.trigger";
export {
  notificationDigestSchedule,
  notificationJobsSchedule,
  releaseHeldNotificationsSchedule,
} from "./notifications/notifications.schedule";
