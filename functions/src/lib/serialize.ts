import { Timestamp } from "firebase-admin/firestore";

/** Firestore values -> JSON: Timestamps become ISO strings, recursively. */
export function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value;
}

/** A document as the API returns it: its data plus `_id`. */
export function docToJson<T>(doc: FirebaseFirestore.DocumentSnapshot): T {
  return { ...(toJson(doc.data() ?? {}) as object), _id: doc.id } as T;
}
