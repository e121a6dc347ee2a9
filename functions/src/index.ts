import { initializeApp } from "firebase-admin/app";
import { setGlobalOptions } from "firebase-functions";
import { onRequest } from "firebase-functions/https";
import { createApp } from "./api/app";
import { sessionSecret } from "./config/params";

initializeApp();
setGlobalOptions({ region: "us-central1", maxInstances: 10 });

export const api = onRequest(
  { secrets: [sessionSecret], invoker: "public" },
  createApp({ getSecret: () => sessionSecret.value() }),
);

export { onMessageCreated } from "./chats/on-message-created.trigger";
export { publishDueAnnouncementsSchedule } from "./announcements/publish-due.scheduled";
export { onAttendanceWritten } from "./attendance/on-attendance-written.trigger";
export { releaseAbsenceMails } from "./attendance/release-absence-mails.schedule";
