import { Router } from "express";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import type { Student } from "../shared/student";

/**
 * `GET /api/student`, kept from the replaced console (SPEC §7). It answers the non-archived
 * register in name order, bounded so that a large school cannot make it read without limit.
 */
export const LEGACY_STUDENT_LIMIT = 1000;

export function legacyStudentRouter() {
  const router = Router();
  router.get("/", async (_req, res) => {
    const snap = await db()
      .collection("students")
      .where("status", "in", ["active", "waitlist", "inactive"])
      .orderBy("lastNameLower")
      .limit(LEGACY_STUDENT_LIMIT)
      .get();
    res.json({ data: snap.docs.map((d) => docToJson<Student>(d)) });
  });
  return router;
}
