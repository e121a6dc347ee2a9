import { badRequest, conflict } from "../api/http-error";
import { findByNameLower, groupsByIds } from "./programs.repository";

/** Names are unique (case-insensitive); `selfId` is the program being edited. */
export async function assertUniqueName(name: string, selfId?: string) {
  const clash = (await findByNameLower(name.toLowerCase())).find((d) => d.id !== selfId);
  if (clash) throw conflict(`A program named "${clash.get("name")}" already exists.`, { name: "This name is already used by another program." });
}

export async function assertGroupsExist(groupIds: string[]) {
  const snaps = await groupsByIds([...new Set(groupIds)]);
  const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
  if (missing.length > 0) throw badRequest("Some groups do not exist.", { groupIds: `Unknown group: ${missing.join(", ")}.` });
}
