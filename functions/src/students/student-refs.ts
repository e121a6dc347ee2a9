import { assertExist } from "../lib/collections";
import { HttpError, badRequest } from "../lib/http-error";

/**
 * Every group and program a student is put in must exist, so the register never points at
 * nothing. Both lists are checked, so one 400 names each bad field.
 */
export async function assertRefsExist(input: {
  groupIds?: string[] | undefined;
  programIds?: string[] | undefined;
}) {
  const checks = await Promise.allSettled([
    assertExist("groups", input.groupIds ?? [], "groupIds"),
    assertExist("programs", input.programIds ?? [], "programIds"),
  ]);
  const fields: Record<string, string> = {};
  for (const check of checks) {
    if (check.status === "fulfilled") continue;
    if (!(check.reason instanceof HttpError) || !check.reason.fields) throw check.reason;
    Object.assign(fields, check.reason.fields);
  }
  if (Object.keys(fields).length > 0) throw badRequest("Some fields are not valid.", fields);
}
