import { waitlistRoutes } from "@shared/waitlist.routes";
import type { GroupWaitlist } from "@shared/waitlist.schema";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { routeQueryOptions } from "@/lib/api-query";
import { sharedRootKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { groupKeys } from "./list-groups";

const waitlistKey = (groupId: string) => [...groupKeys.all, "waitlist", groupId];

/** GET /api/waitlists/:id: the group's line in order and its offer chain. */
export function useGroupWaitlist(groupId: string) {
  return useQuery(routeQueryOptions(waitlistKey(groupId), waitlistRoutes.get, { params: { id: groupId } }));
}

/** One change to a group's line; each answers the whole waitlist, which replaces the cached one. */
export type WaitlistChange =
  | { op: "add"; studentId: string }
  | { op: "reorder"; studentId: string; position: number; reason: string }
  | { op: "remove"; studentId: string; reason: string }
  | { op: "pause"; paused: boolean; reason: string }
  | { op: "skip"; reason: string }
  | { op: "offer"; studentId: string; reason: string };

function change(groupId: string, c: WaitlistChange): Promise<GroupWaitlist> {
  const params = { id: groupId };
  switch (c.op) {
    case "add":
      return apiCall(waitlistRoutes.add, { params, body: { studentId: c.studentId } });
    case "reorder":
      return apiCall(waitlistRoutes.reorder, {
        params,
        body: { studentId: c.studentId, position: c.position, reason: c.reason },
      });
    case "remove":
      return apiCall(waitlistRoutes.remove, { params, body: { studentId: c.studentId, reason: c.reason } });
    case "pause":
      return apiCall(waitlistRoutes.pause, { params, body: { paused: c.paused, reason: c.reason } });
    case "skip":
      return apiCall(waitlistRoutes.skip, { params, body: { reason: c.reason } });
    case "offer":
      return apiCall(waitlistRoutes.offer, { params, body: { studentId: c.studentId, reason: c.reason } });
  }
}

export function useChangeWaitlist(groupId: string) {
  return useRefreshingMutation((c: WaitlistChange) => change(groupId, c), {
    record: () => waitlistKey(groupId),
    // Counts on the group, and students' statuses, follow the line.
    stale: () => [groupKeys.all, sharedRootKeys.students],
  });
}
