import type { DocumentSnapshot } from "firebase-admin/firestore";
import { existingDocs } from "../lib/collections";
import { WEEKDAYS_SHORT } from "../shared/school-calendar";

/** The sessions a set of attendance documents were taken at, read in a few batched reads. */
export interface MarkedSessions {
  schedules: Map<string, DocumentSnapshot>;
  practices: Map<string, DocumentSnapshot>;
  groups: Map<string, DocumentSnapshot>;
}

export async function markedSessions(docs: readonly DocumentSnapshot[]): Promise<MarkedSessions> {
  const idsOf = (type: string) =>
    docs.filter((d) => d.get("sessionType") === type).map((d) => d.get("sessionId") as string);
  const [schedules, practices] = await Promise.all([
    existingDocs("schedules", idsOf("schedule")),
    existingDocs("practices", idsOf("practice")),
  ]);
  const groups = await existingDocs(
    "groups",
    [...schedules.values()].map((s) => s.get("groupId") as string),
  );
  return { schedules, practices, groups };
}

/**
 * What an attendance document's session is called: a practice by its title, a weekly session by
 * its group, weekday and start ("Juniors · Tue 16:00", `separator` between group and day).
 * `undefined` for a weekly session that no longer exists.
 */
export function sessionName(
  sessions: MarkedSessions,
  doc: DocumentSnapshot,
  separator = " · ",
): string | undefined {
  const sessionId = doc.get("sessionId") as string;
  if (doc.get("sessionType") === "practice")
    return String(sessions.practices.get(sessionId)?.get("title") ?? "Friday practice");
  const s = sessions.schedules.get(sessionId);
  if (!s) return undefined;
  const group = sessions.groups.get(s.get("groupId"))?.get("name") ?? s.get("groupId");
  return `${group}${separator}${WEEKDAYS_SHORT[s.get("dayOfWeek") as number]} ${s.get("startTime")}`;
}
