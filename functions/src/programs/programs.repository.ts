import { FieldPath } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { Program } from "../shared/program";

/** Every Firestore access of the programs feature. Students and groups are read, never written. */
export const programsCol = () => collections.programs.col();
export const programDoc = (id: string) => collections.programs.ref(id);

export function listProgramsQuery(status: "active" | "all" | Program["status"]) {
  const col = programsCol();
  const base =
    status === "all"
      ? col
      : status === "active"
        ? col.where("status", "in", ["draft", "published"])
        : col.where("status", "==", status);
  return base.orderBy("name").orderBy(FieldPath.documentId());
}

/** Programs that are not archived, by name: what the legacy console lists. */
export async function liveProgramsByName(limit: number) {
  return (
    await programsCol().where("status", "in", ["draft", "published"]).orderBy("name").limit(limit).get()
  ).docs;
}

export async function findByNameLower(nameLower: string) {
  return (await programsCol().where("nameLower", "==", nameLower).limit(2).get()).docs;
}

export async function enrolledCount(programId: string): Promise<number> {
  const snap = await collections.students
    .col()
    .where("programIds", "array-contains", programId)
    .where("status", "==", "active")
    .count()
    .get();
  return snap.data().count;
}

/** Live (not archived) weekly sessions of a program; a program has a few dozen at most. */
export async function schedulesOfProgram(programId: string) {
  const snap = await collections.schedules.col().where("programId", "==", programId).limit(300).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

export async function studentsOfProgram(programId: string) {
  return (await collections.students.col().where("programIds", "array-contains", programId).limit(1000).get())
    .docs;
}

export async function groupsByIds(ids: string[]) {
  if (ids.length === 0) return [];
  return db().getAll(...ids.map((id) => collections.groups.ref(id)));
}

export async function videosOfProgram(programId: string) {
  return (await collections.videos.col().where("programId", "==", programId).limit(500).get()).docs;
}

export async function allGroups() {
  return (await collections.groups.col().orderBy("name").limit(300).get()).docs;
}

export async function allPrograms() {
  return (await programsCol().orderBy("name").limit(300).get()).docs;
}

export async function scheduleRooms() {
  const snap = await collections.schedules.col().select("room").limit(1000).get();
  return snap.docs
    .map((d) => d.get("room"))
    .filter((r): r is string => typeof r === "string" && r.length > 0);
}
