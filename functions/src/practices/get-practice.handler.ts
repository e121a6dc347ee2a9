import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Practice } from "../shared/practice.schema";
import { practiceDoc } from "./practices.repository";

/** One practice, cancelled ones included. */
export async function getPractice({ input }: HandlerArgs<{ id: string }>): Promise<Practice> {
  const snap = await practiceDoc(input.id).get();
  if (!snap.exists) throw notFound("No such practice.");
  return collections.practices.read(snap);
}
