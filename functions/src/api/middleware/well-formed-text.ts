import type { NextFunction, Request, Response } from "express";
import { badRequest } from "../../lib/http-error";

// A lone UTF-16 surrogate ("\ud800") is valid JSON but not Unicode text: Firestore refuses to
// store it (it must be UTF-8), which surfaced as a 500 from whichever handler wrote it.
const LONE_SURROGATE = /\p{Cs}/u;
const MAX_DEPTH = 64;

/** The path ("notes", "items.2.title") of the first string in `value` that is not well-formed text. */
export function malformedTextAt(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path || "body" : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return at;
    const found = malformedTextAt(child, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a body holding text that cannot be stored, with 400 naming the field, before
 * any route sees it: one check for every route and every field, present and future.
 */
export function wellFormedText() {
  return (req: Request, _res: Response, next: NextFunction) => {
    // (A URL cannot carry one: invalid UTF-8 in a query or path is never decoded into text.)
    const field = malformedTextAt(req.body);
    if (field)
      return next(badRequest("The text contains invalid characters.", { [field]: "Invalid characters." }));
    return next();
  };
}
