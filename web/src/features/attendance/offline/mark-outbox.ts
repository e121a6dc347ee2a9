import type { AttendanceStatus, Roster } from "@shared/attendance.schema";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/**
 * The device's outbox of attendance marks, in IndexedDB: marks taken without a connection (or
 * whose save could not reach the server) wait here, survive reloads, and are sent by
 * send-queued-marks.ts when the connection is back. Beside them, the last roster each user opened
 * per session, so an offline reload still has names to mark.
 *
 * One entry per user, occurrence and student: marking the same student again replaces the status
 * but keeps `base`, the mark the server had when this user first changed it. The server refuses a
 * mark whose stored value moved away from `base` meanwhile (409), so nothing is overwritten blind.
 */
export interface QueuedMark {
  id: string;
  userId: string;
  date: string;
  sessionKey: string;
  sessionName: string;
  studentId: string;
  studentName: string;
  status: AttendanceStatus;
  base: AttendanceStatus | null;
  queuedAt: string;
  /** pending: to send; conflict: someone else saved `theirs` meanwhile; refused: the server said no. */
  state: "pending" | "conflict" | "refused";
  theirs?: AttendanceStatus | null;
  problem?: string;
}

export type MarkToQueue = Pick<QueuedMark, "studentId" | "studentName" | "status" | "base"> &
  Partial<Pick<QueuedMark, "state" | "theirs">>;

export interface Occurrence {
  userId: string;
  date: string;
  sessionKey: string;
  sessionName: string;
}

export interface RosterCopy {
  key: string;
  roster: Roster;
  savedAt: string;
}

interface OutboxSchema extends DBSchema {
  marks: { key: string; value: QueuedMark };
  rosters: { key: string; value: RosterCopy };
}

const DB_NAME = "studio-attendance-outbox";
const CHANNEL = "studio-attendance-outbox";

let db: Promise<IDBPDatabase<OutboxSchema>> | null = null;
function database() {
  db ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore("marks", { keyPath: "id" });
      d.createObjectStore("rosters", { keyPath: "key" });
    },
  });
  return db;
}

const occurrenceKey = (o: Pick<Occurrence, "userId" | "date" | "sessionKey">) =>
  `${o.userId}|${o.date}|${o.sessionKey}`;

// Other tabs hear of changes through a BroadcastChannel; this tab through its own listeners.
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage("changed");
}

/** Calls `listener` whenever the outbox changes, in this tab or another. Returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const l of listeners) l();
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps `marks` for one occurrence. A student already queued keeps the first `base`; a mark set
 * back to its base has nothing left to send and leaves the outbox.
 */
export async function queueMarks(occurrence: Occurrence, marks: MarkToQueue[], now = new Date()) {
  const tx = (await database()).transaction("marks", "readwrite");
  for (const mark of marks) {
    const id = `${occurrenceKey(occurrence)}|${mark.studentId}`;
    const earlier = await tx.store.get(id);
    const base = earlier ? earlier.base : mark.base;
    if (mark.status === base) {
      if (earlier) await tx.store.delete(id);
      continue;
    }
    await tx.store.put({
      ...occurrence,
      ...mark,
      id,
      base,
      queuedAt: now.toISOString(),
      state: mark.state ?? "pending",
    });
  }
  await tx.done;
  changed();
}

/** Every mark `userId` has on this device, oldest first. */
export async function listQueuedMarks(userId: string): Promise<QueuedMark[]> {
  const all = await (await database()).getAll("marks");
  return all
    .filter((m) => m.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id));
}

/**
 * Applies what the server said about marks that were sent: `sent` leave the outbox, the others
 * change state. A mark changed on the device while it was on its way (a newer `queuedAt`) stays
 * as it is: it has not been sent yet.
 */
export async function settleMarks(sent: QueuedMark[], updates: QueuedMark[] = []) {
  const tx = (await database()).transaction("marks", "readwrite");
  for (const mark of [...sent, ...updates]) {
    const now = await tx.store.get(mark.id);
    if (!now || now.queuedAt !== mark.queuedAt) continue;
    if (sent.includes(mark)) await tx.store.delete(mark.id);
    else await tx.store.put(mark);
  }
  await tx.done;
  changed();
}

/** The user chose between their mark and the one saved meanwhile. */
export async function resolveConflict(mark: QueuedMark, keep: "mine" | "theirs") {
  const d = await database();
  if (keep === "theirs") await d.delete("marks", mark.id);
  else
    await d.put("marks", {
      ...mark,
      base: mark.theirs ?? null,
      state: "pending",
      theirs: undefined,
      queuedAt: new Date().toISOString(),
    });
  changed();
}

/** Forgets marks (a refused mark the user discarded, or marks a save from this screen replaced). */
export async function dropMarks(ids: string[]) {
  const tx = (await database()).transaction("marks", "readwrite");
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
  changed();
}

/** Keeps the roster the user just loaded, for an offline visit later. */
export async function keepRosterCopy(
  occurrence: Pick<Occurrence, "userId" | "date" | "sessionKey">,
  roster: Roster,
  now = new Date(),
) {
  await (
    await database()
  ).put("rosters", {
    key: occurrenceKey(occurrence),
    roster,
    savedAt: now.toISOString(),
  });
}

export async function readRosterCopy(
  occurrence: Pick<Occurrence, "userId" | "date" | "sessionKey">,
): Promise<RosterCopy | undefined> {
  return (await database()).get("rosters", occurrenceKey(occurrence));
}

/** For tests: closes the database so the next call opens a fresh one. */
export async function closeOutbox() {
  const open = db;
  db = null;
  (await open)?.close();
}
