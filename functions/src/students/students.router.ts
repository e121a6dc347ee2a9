import express, { Router, type Request } from "express";
import { HttpError } from "../lib/http-error";
import { contextOf } from "../api/request-context";
import { idParam, parseInput, parsePatch } from "../api/middleware/validate";
import {
  IMPORT_MAX_BYTES,
  createStudentSchema,
  deleteStudentQuerySchema,
  importStudentsQuerySchema,
  listStudentsSchema,
  updateStudentSchema,
} from "../shared/student.schema";
import { archiveStudent, restoreStudent } from "./archive-student.handler";
import { createStudent } from "./create-student.handler";
import { deleteStudentPermanently } from "./delete-student.handler";
import { exportStudents } from "./export-students.handler";
import { getStudent } from "./get-student.handler";
import { importStudents } from "./import-students.handler";
import { inviteStudent } from "./invite-student.handler";
import { listStudents } from "./list-students.handler";
import { updateStudent } from "./update-student.handler";

/** The path id, inside the input as every handler takes it. */
const idOf = (req: Request) => ({ id: idParam(req.params) });

/**
 * The CSV body as text. Cloud Functions (and its emulator) read the body before Express does and
 * keep the bytes in `rawBody`; elsewhere `express.text` below reads it with the 2 MB limit.
 */
function csvBody(req: Request): string {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(raw)) {
    if (raw.length > IMPORT_MAX_BYTES)
      throw new HttpError(
        413,
        "payload_too_large",
        "The file is larger than 2 MB. Split it into smaller files.",
      );
    return raw.toString("utf8");
  }
  if (typeof req.body === "string") return req.body;
  if (Buffer.isBuffer(req.body)) return req.body.toString("utf8");
  return "";
}

/** /api/students (DESIGN §4), for console roles; permanent delete is for admins. */
export function studentsRouter() {
  const router = Router();

  router.get("/", async (req, res) => {
    res.json(await listStudents({ ctx: contextOf(req), input: parseInput(listStudentsSchema, req.query) }));
  });

  router.get("/export", async (req, res) => {
    const { limit: _l, cursor: _c, ...input } = parseInput(listStudentsSchema, req.query);
    const ctx = contextOf(req);
    const csv = await exportStudents({ ctx, input });
    const date = ctx.now.toISOString().slice(0, 10);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="students-${date}.csv"`);
    res.set("Cache-Control", "no-store");
    // A byte order mark so spreadsheet apps read the file as UTF-8 (names with accents).
    res.send(`\uFEFF${csv}`);
  });

  router.post(
    "/import",
    express.text({
      type: ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"],
      limit: IMPORT_MAX_BYTES,
    }),
    async (req, res) => {
      const { dryRun } = parseInput(importStudentsQuerySchema, req.query);
      res.json({
        data: await importStudents({
          ctx: contextOf(req),
          input: { csv: csvBody(req), dryRun: dryRun === "true" },
        }),
      });
    },
  );

  router.post("/", async (req, res) => {
    const input = parseInput(createStudentSchema, req.body);
    res.status(201).json({ data: await createStudent({ ctx: contextOf(req), input }) });
  });

  router.get("/:id", async (req, res) => {
    res.json({ data: await getStudent({ ctx: contextOf(req), input: idOf(req) }) });
  });

  router.patch("/:id", async (req, res) => {
    const input = parsePatch(updateStudentSchema, req.body);
    res.json({ data: await updateStudent({ ctx: contextOf(req), input: { ...input, ...idOf(req) } }) });
  });

  router.post("/:id/archive", async (req, res) => {
    res.json({ data: await archiveStudent({ ctx: contextOf(req), input: idOf(req) }) });
  });

  router.post("/:id/restore", async (req, res) => {
    res.json({ data: await restoreStudent({ ctx: contextOf(req), input: idOf(req) }) });
  });

  router.post("/:id/invite", async (req, res) => {
    res.json({ data: await inviteStudent({ ctx: contextOf(req), input: idOf(req) }) });
  });

  // Without ?permanent=true a DELETE archives, as the register's delete always does.
  router.delete("/:id", async (req, res) => {
    const { permanent } = parseInput(deleteStudentQuerySchema, req.query);
    if (permanent !== "true") {
      res.json({ data: await archiveStudent({ ctx: contextOf(req), input: idOf(req) }) });
      return;
    }
    await deleteStudentPermanently({ ctx: contextOf(req), input: idOf(req) });
    res.status(204).end();
  });

  return router;
}
