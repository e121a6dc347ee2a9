import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { collections } from "../lib/collections";

/** A mail in the Trigger Email extension's format: the extension sends what lands here. */
export interface MailMessage {
  to: string | string[];
  /** The extension's reply-to header (Settings' guardian mail reply-to). */
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

export interface QueueOptions {
  /**
   * A deterministic id makes the queueing idempotent: the same id is written once (a retry or a
   * second run finds it and does nothing). Omit for a fresh id.
   */
  id?: string;
  /** What caused the mail, for support: e.g. { type: "password-reset", uid }. */
  meta?: Record<string, unknown>;
}

function mailDoc(mail: MailMessage, meta?: Record<string, unknown>) {
  return { ...mail, meta: meta ?? {}, createdAt: FieldValue.serverTimestamp() };
}

/** Queues a mail; with an id, a mail already queued under it is left alone (returns false). */
export async function queueMail(mail: MailMessage, options: QueueOptions = {}): Promise<boolean> {
  const col = collections.mail.col();
  if (!options.id) {
    await col.add(mailDoc(mail, options.meta));
    return true;
  }
  try {
    await col.doc(options.id).create(mailDoc(mail, options.meta));
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === 6) return false; // ALREADY_EXISTS
    throw err;
  }
}

/** Queues a mail inside a batch or transaction (with `create`, so a duplicate id fails the write). */
export function queueMailIn(
  writer: WriteBatch | Transaction,
  mail: MailMessage,
  options: QueueOptions & { id: string },
) {
  const ref = collections.mail.ref(options.id);
  if ("getAll" in writer) (writer as Transaction).create(ref, mailDoc(mail, options.meta));
  else (writer as WriteBatch).create(ref, mailDoc(mail, options.meta));
}

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
