import { badRequest } from "../api/http-error";
import { db } from "../lib/firestore";

/**
 * Checks that every group and program a student is put in exists, so the register never points
 * at nothing; a 400 names the field.
 */
export async function assertRefsExist(input: { groupIds?: string[] | undefined; programIds?: string[] | undefined }) {
  const fields: Record<string, string> = {};
  for (const [field, collection] of [["groupIds", "groups"], ["programIds", "programs"]] as const) {
    const ids = [...new Set(input[field] ?? [])];
    if (ids.length === 0) continue;
    const snaps = await db().getAll(...ids.map((id) => db().collection(collection).doc(id)));
    const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
    if (missing.length > 0) fields[field] = `Unknown ${collection === "groups" ? "group" : "program"}: ${missing.join(", ")}.`;
  }
  if (Object.keys(fields).length > 0) throw badRequest("Some fields are not valid.", fields);
}
