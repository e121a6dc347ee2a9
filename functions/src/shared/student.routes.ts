import { studentWatchRowSchema } from "./video-watch.schema";
import { z } from "zod";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, file, page, typed } from "./route-contract";
import type { Student } from "./student";
import {
  createStudentSchema,
  deleteStudentQuerySchema,
  importStudentsQuerySchema,
  listStudentsSchema,
  updateStudentSchema,
  type ImportReport,
} from "./student.schema";

const student = typed<Student>("A student record.");

/** /api/students, for console roles; permanent delete is for admins. */
export const studentRoutes = defineRoutes(
  { base: "/students", tag: "Students", callers: ["admin", "staff"] },
  {
    export: {
      method: "GET",
      path: "/export",
      summary: "The students a list's filters find, as CSV (UTF-8 with a byte order mark)",
      query: listStudentsSchema,
      answer: file("text/csv"),
    },
    import: {
      method: "POST",
      path: "/import",
      summary: "Import students from a CSV file (`dryRun=true` checks without saving)",
      query: importStudentsQuerySchema,
      bodyMediaType: "text/csv",
      answer: data(typed<ImportReport>("What was (or would be) imported, and each row's problems.")),
    },
    list: {
      method: "GET",
      path: "/",
      summary: "Students: search, filters, cursor pages",
      query: listStudentsSchema,
      answer: page(student),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Enrol a student",
      body: createStudentSchema,
      answer: data(student, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One student",
      params: idParamsSchema,
      answer: data(student),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a student (only the fields sent)",
      params: idParamsSchema,
      body: updateStudentSchema,
      patch: true,
      answer: data(student),
    },
    archive: {
      method: "POST",
      path: "/:id/archive",
      summary: "Archive a student",
      params: idParamsSchema,
      answer: data(student),
    },
    restore: {
      method: "POST",
      path: "/:id/restore",
      summary: "Restore an archived student",
      params: idParamsSchema,
      answer: data(student),
    },
    invite: {
      method: "POST",
      path: "/:id/invite",
      summary: "Mail the student a set-your-password link",
      params: idParamsSchema,
      answer: data(z.object({ sentTo: z.string() })),
    },
    watch: {
      method: "GET",
      path: "/:id/watch",
      summary: "The videos the student has started, latest first, and whether they watched each to 90%",
      params: idParamsSchema,
      answer: data(z.array(studentWatchRowSchema)),
    },
    delete: {
      method: "DELETE",
      path: "/:id",
      summary: "Archive a student; with `permanent=true` (admins) delete them for good (204)",
      params: idParamsSchema,
      query: deleteStudentQuerySchema,
      answer: data(student, 200, 204),
    },
  },
);

/** `GET /api/student`, kept from the replaced console. */
export const legacyStudentRoutes = defineRoutes(
  { base: "/student", tag: "Students", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Every student (kept from the replaced console)",
      answer: data(typed<Student[]>("Students.")),
    },
  },
);
