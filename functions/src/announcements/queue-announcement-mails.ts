import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { mailLinkBase } from "../config/params";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { escapeHtml, type MailMessage } from "../mail/queue-mail";
import { audienceSchema } from "../shared/announcement.schema";
import { announcementRef, audienceEmails, schoolName } from "./announcements.repository";

/** `announcement-<id>-<hash of the address>`: the same mail always has the same id. */
export function announcementMailId(announcementId: string, email: string) {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24);
  return `announcement-${announcementId}-${hash}`;
}

/** Paragraphs of the Markdown source, escaped: mail clients get plain, safe HTML. */
function bodyHtml(markdown: string) {
  return markdown
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

export function announcementMail(
  to: string,
  a: { title: string; body: string },
  school: string,
): MailMessage {
  const footer = `This announcement was sent by ${school} because you or your child is enrolled.`;
  return {
    to,
    message: {
      subject: `${school}: ${a.title}`,
      text: `${a.title}\n\n${a.body}\n\n--\n${footer}`,
      html: `<h2>${escapeHtml(a.title)}</h2>\n${bodyHtml(a.body)}\n<hr>\n<p style="color:#666;font-size:12px">${escapeHtml(footer)} ${escapeHtml(mailLinkBase())}</p>`,
    },
  };
}

export type QueueResult =
  | { state: "queued"; recipients: number; created: number }
  | { state: "skipped"; reason: "not-found" | "not-published" | "no-email" | "already-queued" };

/**
 * Queues the guardian/student mails of a published announcement exactly once.
 *
 * Mails are created with deterministic ids first (a create of an existing id is skipped), then
 * `mailQueuedAt` is set in a transaction that re-checks it. So two runs at once write each mail
 * once, a run after a crash half-way finishes the job without duplicates, and a run after a
 * success stops at the `mailQueuedAt` check without reading the audience again.
 */
export async function queueAnnouncementMails(id: string, now = Timestamp.now()): Promise<QueueResult> {
  const snap = await announcementRef(id).get();
  if (!snap.exists) return { state: "skipped", reason: "not-found" };
  if (snap.get("mailQueuedAt")) return { state: "skipped", reason: "already-queued" };
  if (!snap.get("emailGuardians")) return { state: "skipped", reason: "no-email" };
  const publishAt = snap.get("publishAt") as Timestamp | null;
  if (snap.get("archived") === true || !publishAt || publishAt.toMillis() > now.toMillis()) {
    return { state: "skipped", reason: "not-published" };
  }

  const audience = audienceSchema.parse(snap.get("audience"));
  const [emails, school] = await Promise.all([audienceEmails(audience), schoolName()]);
  const content = { title: String(snap.get("title")), body: String(snap.get("body")) };

  let created = 0;
  const writer = db().bulkWriter();
  writer.onWriteError((err) => {
    if (err.code === 6) return false; // ALREADY_EXISTS: queued by an earlier or concurrent run
    return err.failedAttempts < 5;
  });
  const writes = emails.map((email) =>
    writer
      .create(collections.mail.ref(announcementMailId(id, email)), {
        ...announcementMail(email, content, school),
        meta: { type: "announcement", announcementId: id },
        createdAt: FieldValue.serverTimestamp(),
      })
      .then(() => {
        created += 1;
      })
      .catch((err: { code?: number }) => {
        if (err.code !== 6) throw err;
      }),
  );
  await writer.close();
  await Promise.all(writes);

  const marked = await db().runTransaction(async (tx) => {
    const fresh = await tx.get(announcementRef(id));
    if (!fresh.exists || fresh.get("mailQueuedAt")) return false;
    tx.update(fresh.ref, { mailQueuedAt: FieldValue.serverTimestamp(), mailRecipients: emails.length });
    return true;
  });
  if (!marked && created === 0) return { state: "skipped", reason: "already-queued" };
  logger.info("Announcement mails queued", { id, recipients: emails.length, created });
  return { state: "queued", recipients: emails.length, created };
}
