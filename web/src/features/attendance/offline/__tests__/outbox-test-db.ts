// The IndexedDB globals (IDBRequest, IDBKeyRange...) that jsdom lacks and idb expects.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { closeOutbox, type Occurrence } from "../mark-outbox";

/** A fresh, empty IndexedDB (fake-indexeddb) for each test. */
export async function freshOutbox() {
  await closeOutbox();
  globalThis.indexedDB = new IDBFactory();
}

export const occurrence = (over: Partial<Occurrence> = {}): Occurrence => ({
  userId: "u1",
  date: "2027-01-12",
  sessionKey: "schedule:s1",
  sessionName: "Tiny Toes Ballet",
  ...over,
});
