import { FieldPath, type DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import type { Practice } from "../shared/practice.schema";

export const practicesCol = () => db().collection("practices");
export const practiceDoc = (id: string) => practicesCol().doc(id);
export const toPractice = (d: DocumentSnapshot) => docToJson<Practice>(d);

/** Upcoming: from today on, soonest first. Past: before today, latest first. */
export function practicesQuery(when: "upcoming" | "past", today: string) {
  return when === "upcoming"
    ? practicesCol().where("date", ">=", today).orderBy("date", "asc").orderBy(FieldPath.documentId())
    : practicesCol().where("date", "<", today).orderBy("date", "desc").orderBy(FieldPath.documentId());
}

export async function practicesBetween(from: string, to: string, limit: number) {
  return (await practicesCol().where("date", ">=", from).where("date", "<=", to).orderBy("date").limit(limit).get()).docs;
}

export async function groupsExist(ids: string[]) {
  if (ids.length === 0) return [];
  const snaps = await db().getAll(...[...new Set(ids)].map((id) => db().collection("groups").doc(id)));
  return snaps.filter((s) => !s.exists).map((s) => s.id);
}
