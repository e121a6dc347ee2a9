import type { ZodType } from "zod";
import { fieldsFromIssues } from "../shared/api-error";
import { badRequest } from "./http-error";

/** Parses input with its schema or throws a 400 naming every bad field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest("Some fields are not valid.", fieldsFromIssues(result.error.issues));
  }
  return result.data;
}

/**
 * A PATCH keeps only the keys the request sent: zod fills defaults into optional keys, and a
 * default must never overwrite stored data the caller did not mention.
 */
export function parsePatch<T extends object>(schema: ZodType<T>, input: unknown): Partial<T> {
  const parsed = parseInput(schema, input);
  const sent = new Set(input && typeof input === "object" ? Object.keys(input) : []);
  if (sent.size === 0) throw badRequest("Nothing to change.", { _: "Send at least one field to change." });
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as Partial<T>;
}
