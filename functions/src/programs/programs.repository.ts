import { FieldPath, type DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import type { Program } from "../shared/program";

/** Every Firestore access of the programs feature. Students and groups are read, never written. */
export const programsCol = () => db().collection("programs");
export const programDoc = (id: string) => programsCol().doc(id);

export const toProgram = (d: DocumentSnapshot) => docToJson<Program>(d);

export function listProgramsQuery(status: "active" | "all" | Program["status"]) {
  const col = programsCol();
  const base = status === "all" ? col : status === "active" ? col.where("status", "in", ["draft", "published"]) : col.where("status", "==", status);
  return base.orderBy("name").orderBy(FieldPath.documentId());
}

export async function findByNameLower(nameLower: string) {
  return (await programsCol().where("nameLower", "==", nameLower).limit(2).get()).docs;
}

export async function enrolledCount(programId: string): Promise<number> {
  const snap = await db().collection("students").where("programIds", "array-contains", programId).where("status", "==", "active").count().get();
  return snap.data().count;
}

/** Live (not archived) weekly sessions of a program; a program has a few dozen at most. */
export async function schedulesOfProgram(programId: string) {
  const snap = await db().collection("schedules").where("programId", "==", programId).limit(300).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

export async function studentsOfProgram(programId: string) {
  return (await db().collection("students").where("programIds", "array-contains", programId).limit(1000).get()).docs;
}

export async function groupsByIds(ids: string[]) {
  if (ids.length === 0) return [];
  const snaps = await db().getAll(...ids.map((id) => db().collection("groups").doc(id)));
  return snaps;
}

export async function videosOfProgram(programId: string) {
  return (await db().collection("videos").where("programId", "==", programId).limit(500).get()).docs;
}

export async function allGroups() {
  return (await db().collection("groups").orderBy("name").limit(300).get()).docs;
}

export async function staffUsers() {
  return (await db().collection("users").where("role", "in", ["admin", "staff"]).limit(300).get()).docs;
}

export async function allPrograms() {
  return (await programsCol().orderBy("name").limit(300).get()).docs;
}

export async function scheduleRooms() {
  const snap = await db().collection("schedules").select("room").limit(1000).get();
  return snap.docs.map((d) => d.get("room")).filter((r): r is string => typeof r === "string" && r.length > 0);
}
