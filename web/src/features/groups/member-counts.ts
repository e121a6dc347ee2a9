import type { GroupWithCount } from "@shared/group.schema";

/** The students who hold no place: "2 on the waitlist, 1 inactive", or "" when there are none. */
export function othersText(g: Pick<GroupWithCount, "waitlistCount" | "inactiveCount">): string {
  return [
    g.waitlistCount ? `${g.waitlistCount} on the waitlist` : "",
    g.inactiveCount ? `${g.inactiveCount} inactive` : "",
  ]
    .filter(Boolean)
    .join(", ");
}
