import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { GroupWithCount } from "../shared/group.schema";
import { withCounts } from "./groups.repository";

/** GET /api/groups/:id */
export async function getGroup({ input }: HandlerArgs<{ id: string }>): Promise<GroupWithCount> {
  const snap = await existingDoc(collections.groups.ref(input.id), "No such group.");
  return (await withCounts([snap]))[0]!;
}
