import { FieldPath, type DocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import type { Audience } from "../shared/announcement.schema";
import { CONSOLE_ROLES, type Role } from "../shared/roles";

export const isConsoleRole = (role: Role) => CONSOLE_ROLES.includes(role);

const PAGE = 500;
/** The most students one audience reaches (a school is far below it). */
const STUDENTS_MAX = 20_000;

/** The app accounts of some students: their own sign-in and their guardians' (active links). */
export async function accountsOfStudents(
  studentIds: readonly string[],
  known?: Set<string>,
): Promise<string[]> {
  const uids = new Set<string>(known);
  const ids = [...new Set(studentIds)];
  if (!known) {
    for (let i = 0; i < ids.length; i += 300) {
      const refs = ids.slice(i, i + 300).map((id) => collections.students.ref(id));
      const snaps = await collections.students.col().firestore.getAll(...refs);
      for (const s of snaps) addOwnAccount(uids, s);
    }
  }
  for (let i = 0; i < ids.length; i += 30) {
    const links = await collections.guardianLinks
      .col()
      .where("studentId", "in", ids.slice(i, i + 30))
      .where("status", "==", "active")
      .get();
    for (const l of links.docs) uids.add(String(l.get("guardianUid")));
  }
  return [...uids];
}

function addOwnAccount(uids: Set<string>, s: DocumentSnapshot) {
  const uid = s.get("authUid");
  if (s.exists && typeof uid === "string" && uid) uids.add(uid);
}

/** The app accounts an announcement's audience reaches (active students and their guardians). */
export async function accountsOfAudience(audience: Audience): Promise<string[]> {
  let q = collections.students.col().where("status", "==", "active");
  if (audience.type !== "everyone") {
    if (audience.ids.length === 0) return [];
    q = q.where(audience.type === "groups" ? "groupIds" : "programIds", "array-contains-any", audience.ids);
  }
  const base = q.select("authUid").orderBy(FieldPath.documentId());
  const studentIds: string[] = [];
  const own = new Set<string>();
  let after: DocumentSnapshot | undefined;
  for (let read = 0; read < STUDENTS_MAX; read += PAGE) {
    const snap = await (after ? base.startAfter(after) : base).limit(PAGE).get();
    for (const d of snap.docs) {
      studentIds.push(d.id);
      addOwnAccount(own, d);
    }
    if (snap.size < PAGE) break;
    after = snap.docs[snap.docs.length - 1];
  }
  return accountsOfStudents(studentIds, own);
}

/** Every active staff member and admin (the console team is small). */
export async function staffAccounts(): Promise<string[]> {
  const snap = await collections.userProfiles
    .col()
    .where("role", "in", [...CONSOLE_ROLES])
    .limit(300)
    .get();
  return snap.docs.filter((d) => d.get("disabled") !== true).map((d) => d.id);
}
