import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { GroupWithCount } from "../shared/group.schema";
import { withCounts } from "./groups.repository";

/** GET /api/groups/:id */
export async function getGroup({ input }: HandlerArgs<{ id: string }>): Promise<GroupWithCount> {
  const snap = await collections.groups.ref(input.id).get();
  if (!snap.exists) throw notFound("No such group.");
  return (await withCounts([snap]))[0]!;
}
