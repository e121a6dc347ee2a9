import {
  exportAttendanceQuerySchema,
  groupGridQuerySchema,
  rosterQuerySchema,
  saveAttendanceSchema,
  sessionsOnDateQuerySchema,
  type GroupGrid,
  type Roster,
  type SavedAttendance,
  type SessionSummary,
  type StudentAttendance,
} from "./attendance.schema";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, file, typed } from "./route-contract";

/** /api/attendance: the roster of one occurrence, saving marks, a day's sessions, grid, export. */
export const attendanceRoutes = defineRoutes(
  { base: "/attendance", tag: "Attendance", callers: ["admin", "staff"] },
  {
    roster: {
      method: "GET",
      path: "/",
      summary: "The roster of one occurrence, with its marks",
      query: rosterQuerySchema,
      answer: data(typed<Roster>("The roster and its marks.")),
    },
    save: {
      method: "PUT",
      path: "/",
      summary: "Save marks (409 when someone else marked the same student meanwhile)",
      body: saveAttendanceSchema,
      answer: data(typed<SavedAttendance>("What was saved.")),
    },
    sessions: {
      method: "GET",
      path: "/sessions",
      summary: "The sessions held on a date",
      query: sessionsOnDateQuerySchema,
      answer: data(typed<SessionSummary[]>("Sessions.")),
    },
    groupGrid: {
      method: "GET",
      path: "/group-grid",
      summary: "A group's marks over a range of dates",
      query: groupGridQuerySchema,
      answer: data(typed<GroupGrid>("The grid.")),
    },
    export: {
      method: "GET",
      path: "/export",
      summary: "Marks over a range of dates, as CSV",
      query: exportAttendanceQuerySchema,
      answer: file("text/csv"),
    },
  },
);

/** `GET /api/students/:id/attendance`: owned by attendance. */
export const studentAttendanceRoutes = defineRoutes(
  { base: "/students/:id/attendance", tag: "Attendance", callers: ["admin", "staff"] },
  {
    get: {
      method: "GET",
      path: "/",
      summary: "A student's attendance",
      params: idParamsSchema,
      answer: data(typed<StudentAttendance>("A student's attendance.")),
    },
  },
);
