import { groupDocument } from "../../functions/lib/groups/group-document.js";
import { programDocument } from "../../functions/lib/programs/program-document.js";
import { studentDocument } from "../../functions/lib/students/student-document.js";
import { studentInput } from "../../functions/lib/students/student-input.js";

/**
 * Records the scenarios write, stored by the API's own builders (so they carry every derived
 * field a real record has: search fields, `listed`, `weeks`), with bench defaults under `fields`.
 */

/** A program of one week in 2030, far from the demo's weeks. */
export const benchProgram = (fields) =>
  programDocument({
    name: "Bench program",
    description: "",
    level: "",
    ageRange: { min: 1, max: 99 },
    capacity: 1,
    groupIds: [],
    status: "draft",
    color: "#999999",
    startDate: "2030-01-07",
    endDate: "2030-01-13",
    ...fields,
  });

export const benchGroup = (fields) => groupDocument({ capacity: 100, color: "#999999", ...fields });

/** An active adult student with nothing optional filled in (`studentInput`), enrolled at `enrolledAt`. */
export const benchStudent = (id, fields, enrolledAt = new Date()) =>
  studentDocument({
    id,
    input: studentInput({ firstName: "Bench", lastName: "Dancer", ...fields }),
    enrolledAt,
    authUid: null,
    actorUid: "bench",
    at: new Date(),
  });
