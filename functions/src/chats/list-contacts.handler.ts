import type { HandlerContext } from "../lib/handler-context";
import type { ListContactsInput } from "../shared/chat.schema";
import { searchStaff, searchStudents } from "./chats.repository";

/** People the signed-in staff member can start a chat with; never themselves. */
export async function listContacts({ ctx, input }: { ctx: HandlerContext; input: ListContactsInput }) {
  const q = input.q.toLowerCase();
  const [staff, students] = await Promise.all([searchStaff(q), searchStudents(q, input.limit)]);
  return [...staff, ...students].filter((c) => c.uid !== ctx.actor.sub).slice(0, input.limit + staff.length);
}
