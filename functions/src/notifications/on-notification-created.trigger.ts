import { onDocumentCreated } from "firebase-functions/firestore";
import { vapidPrivateKey, vapidPublicKey } from "../config/params";
import { deliverNotification } from "./deliver-notification";

/**
 * Fans each recorded notification out to its person's devices (one invocation per recipient, at
 * most SEND_CONCURRENCY sends at once inside it, and the instance cap bounds the invocations).
 * Triggers run at least once: a second run finds each device's delivery lock and sends nothing.
 */
export const onNotificationCreated = onDocumentCreated(
  { document: "notifications/{id}", secrets: [vapidPublicKey, vapidPrivateKey], maxInstances: 20 },
  async (event) => {
    await deliverNotification(event.params.id, new Date());
  },
);
