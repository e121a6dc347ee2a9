import type { DocumentSnapshot } from "firebase-admin/firestore";
import { existingDoc, existingDocs, collections } from "../lib/collections";
import { schoolSettings } from "../lib/school-settings";
import { activeMemberCount } from "../groups/groups.repository";
import type { GroupWaitlist, WaitlistOffer } from "../shared/waitlist.schema";
import {
  entryOf,
  groupEntries,
  groupOffers,
  isOnList,
  offerOf,
  studentName,
  waitlistStateRef,
} from "./waitlist.repository";

export async function namesOf(name: "students" | "groups", ids: readonly string[]) {
  const docs = await existingDocs(name, ids);
  const out = new Map<string, string>();
  for (const [id, d] of docs) out.set(id, name === "students" ? studentName(d) : String(d.get("name") ?? ""));
  return out;
}

/** A group's waitlist as the console shows it: the line in order, and every offer, newest first. */
export async function groupWaitlist(groupId: string): Promise<GroupWaitlist> {
  const group = await existingDoc(collections.groups.ref(groupId), "No such group.");
  const [entries, offers, state, memberCount, { school }] = await Promise.all([
    groupEntries(groupId),
    groupOffers(groupId),
    waitlistStateRef(groupId).get(),
    activeMemberCount(groupId),
    schoolSettings(),
  ]);
  const onList = entries.filter(isOnList);
  const students = await namesOf(
    "students",
    [...onList, ...offers].map((d) => String(d.get("studentId"))),
  );
  const groups = new Map([[groupId, String(group.get("name") ?? "")]]);
  return {
    groupId,
    capacity: Number(group.get("capacity") ?? 0),
    memberCount,
    paused: state.get("paused") === true,
    entries: onList.map((e) => entryOf(e, entries, students)),
    offers: offers.map((o) => offerOf(o, { students, groups }, school.timeZone)),
  };
}

/** Offers as the app shows them (the family's own). */
export async function offersOf(docs: readonly DocumentSnapshot[]): Promise<WaitlistOffer[]> {
  const { school } = await schoolSettings();
  const [students, groups] = await Promise.all([
    namesOf(
      "students",
      docs.map((d) => String(d.get("studentId"))),
    ),
    namesOf(
      "groups",
      docs.map((d) => String(d.get("groupId"))),
    ),
  ]);
  return docs.map((o) => offerOf(o, { students, groups }, school.timeZone));
}
