import { FieldPath } from "firebase-admin/firestore";
import { collections } from "../lib/collections";

export const practicesCol = () => collections.practices.col();
export const practiceDoc = (id: string) => collections.practices.ref(id);

/** Upcoming: from today on, soonest first. Past: before today, latest first. */
export function practicesQuery(when: "upcoming" | "past", today: string) {
  return when === "upcoming"
    ? practicesCol().where("date", ">=", today).orderBy("date", "asc").orderBy(FieldPath.documentId())
    : practicesCol().where("date", "<", today).orderBy("date", "desc").orderBy(FieldPath.documentId());
}

export async function practicesBetween(from: string, to: string, limit: number) {
  return (
    await practicesCol().where("date", ">=", from).where("date", "<=", to).orderBy("date").limit(limit).get()
  ).docs;
}
