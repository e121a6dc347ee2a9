import { type DocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import type { Link } from "../shared/link.schema";

/** Every Firestore access of links. */
const links = collections.links;

export const linkTarget = (id: string) => ({ collection: "links", id, missing: "No such link." }) as const;

export const readLink = (snap: DocumentSnapshot): Link => {
  const l = links.read(snap);
  return { ...l, archived: l.archived === true, shown: l.shown !== false, description: l.description ?? "" };
};

/** The next position at the end of the list: a new link goes last. */
export async function nextOrder(): Promise<number> {
  const last = await links.col().orderBy("order", "desc").limit(1).get();
  const top: unknown = last.docs[0]?.get("order");
  return typeof top === "number" ? top + 1 : 0;
}
