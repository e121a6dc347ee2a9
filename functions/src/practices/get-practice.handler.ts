import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Practice } from "../shared/practice.schema";
import { practiceDoc } from "./practices.repository";

/** One practice, cancelled ones included. */
export async function getPractice({ input }: HandlerArgs<{ id: string }>): Promise<Practice> {
  const snap = await existingDoc(practiceDoc(input.id), "No such practice.");
  return collections.practices.read(snap);
}
