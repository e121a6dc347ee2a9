import express, { Router, type Request } from "express";
import { HttpError } from "../lib/http-error";
import { contextOf } from "../api/request-context";
import { dataRoute, pathId } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import { parseInput } from "../api/middleware/validate";
import * as schema from "../shared/student.schema";
import { archiveStudent, restoreStudent } from "./archive-student.handler";
import { createStudent } from "./create-student.handler";
import { deleteStudentPermanently } from "./delete-student.handler";
import { exportStudents } from "./export-students.handler";
import { getStudent } from "./get-student.handler";
import { importStudents } from "./import-students.handler";
import { inviteStudent } from "./invite-student.handler";
import { listStudents } from "./list-students.handler";
import { listStudentWatch } from "../videos/list-student-watch.handler";
import { updateStudent } from "./update-student.handler";

/**
 * The CSV body as text. Cloud Functions (and its emulator) read the body before Express does and
 * keep the bytes in `rawBody`; elsewhere `express.text` below reads it with the 2 MB limit.
 */
function csvBody(req: Request): string {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(raw)) {
    if (raw.length > schema.IMPORT_MAX_BYTES)
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

  router.get("/export", async (req, res) => {
    const { limit: _l, cursor: _c, ...input } = parseInput(schema.listStudentsSchema, req.query);
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
      limit: schema.IMPORT_MAX_BYTES,
    }),
    async (req, res) => {
      const { dryRun } = parseInput(schema.importStudentsQuerySchema, req.query);
      res.json({
        data: await importStudents({
          ctx: contextOf(req),
          input: { csv: csvBody(req), dryRun: dryRun === "true" },
        }),
      });
    },
  );

  addResourceRoutes(router, {
    list: [schema.listStudentsSchema, listStudents],
    create: [schema.createStudentSchema, createStudent],
    get: getStudent,
    patch: [schema.updateStudentSchema, updateStudent],
  });
  router.post("/:id/archive", dataRoute(archiveStudent, pathId));
  router.post("/:id/restore", dataRoute(restoreStudent, pathId));
  router.post("/:id/invite", dataRoute(inviteStudent, pathId));
  router.get("/:id/watch", dataRoute(listStudentWatch, pathId));

  // Without ?permanent=true a DELETE archives, as the register's delete always does.
  router.delete("/:id", async (req, res) => {
    const { permanent } = parseInput(schema.deleteStudentQuerySchema, req.query);
    if (permanent !== "true") {
      res.json({ data: await archiveStudent({ ctx: contextOf(req), input: pathId(req) }) });
      return;
    }
    await deleteStudentPermanently({ ctx: contextOf(req), input: pathId(req) });
    res.status(204).end();
  });

  return router;
}
