import { expect } from "vitest";
import { DEFAULT_SEATS_SETTINGS, type SeatsSettings } from "../../functions/src/shared/seats.schema";
import { createAccount, sessionToken, type TestAccount } from "./accounts";
import { call } from "./api-client";
import { admin } from "./env";
import { makeGroup, programBody, room } from "./school-factory";

/** A small school for the seats suites: a program, its groups and one weekly class per group. */
export interface SeatsSchool {
  staff: TestAccount;
  staffToken: string;
  adminToken: string;
  programId: string;
  groups: string[];
  /** Per group, its weekly class (the schedule id). */
  classes: string[];
}

/** The tests' clock header: the API judges deadlines at this instant. */
export const at = (iso: string) => ({ "X-Test-Now": iso });

export async function post<T = { data: { _id: string } }>(
  path: string,
  body: unknown,
  token: string,
  method = "POST",
) {
  const res = await call<T>(path, { method, token, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** Writes the seats policy as an admin would (defaults with `changes`). */
export async function setSeatsPolicy(changes: Partial<SeatsSettings> = {}) {
  await admin()
    .db.doc("settings/seats")
    .set({ ...DEFAULT_SEATS_SETTINGS, ...changes });
}

/**
 * Groups (capacity each as given) in one program; group i has a class on weekday `dayOfWeek + i`
 * (Tuesday, Wednesday, ... unless told) at 16:00 school time, January to March 2027.
 */
export async function seatsSchool(capacities: number[], dayOfWeek = 2): Promise<SeatsSchool> {
  const staff = await createAccount("staff");
  const [staffToken, adminToken] = await Promise.all([
    sessionToken(staff),
    createAccount("admin").then(sessionToken),
  ]);
  const groups = (await Promise.all(capacities.map((capacity) => makeGroup({ capacity })))).map((g) => g.id);
  const programId = (await post("/programs", programBody(groups), staffToken)).data._id;
  const classes: string[] = [];
  for (const [i, groupId] of groups.entries()) {
    const body = {
      programId,
      groupId,
      dayOfWeek: (dayOfWeek + i) % 7,
      startTime: "16:00",
      endTime: "17:00",
      room: room(),
      instructorId: staff.uid,
      startDate: "2027-01-04",
      endDate: "2027-03-26",
    };
    classes.push((await post("/schedules", body, staffToken)).data._id);
  }
  return { staff, staffToken, adminToken, programId, groups, classes };
}

/** A staff-issued credit for a student (at the API's clock `now`), its id. */
export async function issueCredit(
  school: SeatsSchool,
  studentId: string,
  now: string,
  validityDays?: number,
): Promise<string> {
  const res = await call<{ data: { _id: string } }>("/seats/credits", {
    method: "POST",
    token: school.staffToken,
    headers: at(now),
    body: {
      studentId,
      programId: school.programId,
      reason: "Test credit",
      ...(validityDays ? { validityDays } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}
