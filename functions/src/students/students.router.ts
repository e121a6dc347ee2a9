import express, { type Request } from "express";
import { HttpError } from "../lib/http-error";
import { consoleRouter } from "../api/route-table-router";
import { studentRoutes } from "../shared/student.routes";
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

/** /api/students: the handlers of `studentRoutes`; permanent delete is for admins (the handler's rule). */
export function studentsRouter() {
  return consoleRouter(studentRoutes, {
    export: {
      run: async ({ ctx, input: { limit: _l, cursor: _c, ...filters } }) => ({
        result: {
          filename: `students-${ctx.now.toISOString().slice(0, 10)}.csv`,
          // A byte order mark so spreadsheet apps read the file as UTF-8 (names with accents).
          content: `\uFEFF${await exportStudents({ ctx, input: filters })}`,
        },
      }),
    },
    import: {
      before: [
        express.text({
          type: ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"],
          limit: schema.IMPORT_MAX_BYTES,
        }),
      ],
      run: async ({ ctx, input: { dryRun }, req }) => ({
        result: await importStudents({ ctx, input: { csv: csvBody(req), dryRun: dryRun === "true" } }),
      }),
    },
    list: listStudents,
    create: createStudent,
    get: getStudent,
    update: updateStudent,
    archive: archiveStudent,
    restore: restoreStudent,
    invite: inviteStudent,
    watch: listStudentWatch,
    // Without ?permanent=true a DELETE archives, as the register's delete always does.
    delete: {
      run: async ({ ctx, input: { id, permanent } }) => {
        if (permanent !== "true") return { result: await archiveStudent({ ctx, input: { id } }) };
        await deleteStudentPermanently({ ctx, input: { id } });
        return { status: 204 as const };
      },
    },
  });
}
