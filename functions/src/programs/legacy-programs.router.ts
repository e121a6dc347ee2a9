import { Router } from "express";
import { db } from "../lib/firestore";
import { docToJson } from "../lib/serialize";
import type { Program } from "../shared/program";

/** `GET /api/student/programs`, kept from the replaced console (SPEC §7): non-archived programs. */
export function legacyProgramsRouter() {
  const router = Router();
  router.get("/", async (_req, res) => {
    const snap = await db()
      .collection("programs")
      .where("status", "in", ["draft", "published"])
      .orderBy("name")
      .limit(500)
      .get();
    res.json({ data: snap.docs.map((d) => docToJson<Program>(d)) });
  });
  return router;
}
