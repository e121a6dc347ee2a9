import { notFound } from "../api/http-error";
import type { GroupWithCount } from "../shared/group.schema";
import { groupRef, withCounts } from "./groups.repository";

/** GET /api/groups/:id */
export async function getGroup({ id }: { id: string }): Promise<GroupWithCount> {
  const snap = await groupRef(id).get();
  if (!snap.exists) throw notFound("No such group.");
  return (await withCounts([snap]))[0]!;
}
