import jwt from "jsonwebtoken";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, idTokenFor, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { forgeSession, sessionSecret } from "../support/session-secret";

interface SessionBody {
  data: { token: string; user: { _id: string; role: string; email: string } };
}

describe("POST /api/auth/session", () => {
  let staff: TestAccount;
  let student: TestAccount;
  let noRole: TestAccount;
  beforeAll(async () => {
    [staff, student, noRole] = await Promise.all([
      createAccount("staff"),
      createAccount("student"),
      createAccount("none"),
    ]);
  });

  it("mints a session for staff with user._id and the role", async () => {
    const res = await call<SessionBody>("/auth/session", {
      method: "POST",
      body: { idToken: await idTokenFor(staff.email, staff.password) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ _id: staff.uid, role: "staff", email: staff.email });
    const claims = jwt.verify(res.body.data.token, sessionSecret(), {
      algorithms: ["HS256"],
    }) as jwt.JwtPayload;
    expect(claims.sub).toBe(staff.uid);
    expect(claims.role).toBe("staff");
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });

  it("refuses a student with 403 and a message", async () => {
    const res = await call<{ error: { code: string; message: string } }>("/auth/session", {
      method: "POST",
      body: { idToken: await idTokenFor(student.email, student.password) },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("permission_denied");
    expect(res.body.error.message).toMatch(/student/i);
  });

  it("refuses an account without a role", async () => {
    const res = await call("/auth/session", {
      method: "POST",
      body: { idToken: await idTokenFor(noRole.email, noRole.password) },
    });
    expect(res.status).toBe(403);
  });

  it("answers 401 for a forged ID token and 400 naming the missing field", async () => {
    const forged = await call("/auth/session", { method: "POST", body: { idToken: "not-a-token" } });
    expect(forged.status).toBe(401);
    const missing = await call<{ error: { fields: Record<string, string> } }>("/auth/session", {
      method: "POST",
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(["idToken"]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call("/auth/session", {
      method: "POST",
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });
});

describe("session middleware on GET /api/student", () => {
  let staff: TestAccount;
  beforeAll(async () => {
    staff = await createAccount("staff");
  });

  it("answers with a valid session", async () => {
    const res = await call<{ data: unknown[] }>("/student", { token: await sessionToken(staff) });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it("answers 401 without a session", async () => {
    const res = await call<{ error: { code: string } }>("/student");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
  });

  it("answers 401 for an expired session", async () => {
    const iat = Math.floor(Date.now() / 1000) - 10 * 3600;
    const expired = jwt.sign(
      { sub: staff.uid, role: "staff", email: staff.email, name: "x", iat, exp: iat + 3600 },
      sessionSecret(),
      { algorithm: "HS256" },
    );
    expect((await call("/student", { token: expired })).status).toBe(401);
  });

  it("answers 401 for a tampered signature", async () => {
    const token = await sessionToken(staff);
    const [h, p, s] = token.split(".");
    const flipped = `${s!.slice(0, -2)}${s!.endsWith("AA") ? "BB" : "AA"}`;
    expect((await call("/student", { token: `${h}.${p}.${flipped}` })).status).toBe(401);
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: staff.uid, role: "admin", iat: 1, exp: 4102444800 }),
    ).toString("base64url");
    expect((await call("/student", { token: `${h}.${forgedPayload}.${s}` })).status).toBe(401);
  });

  it("answers 401 for alg none", async () => {
    const unsigned = jwt.sign({ sub: staff.uid, role: "admin", iat: 1, exp: 4102444800 }, "", {
      algorithm: "none",
    });
    expect((await call("/student", { token: unsigned })).status).toBe(401);
  });

  it("answers 403 for a student's session", async () => {
    const studentSession = await forgeSession(await createAccount("student"), "student");
    const res = await call<{ error: { code: string } }>("/student", { token: studentSession });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("permission_denied");
    expect((await call("/student/programs", { token: studentSession })).status).toBe(403);
  });

  it("answers 404 in the error shape for an unknown route", async () => {
    const res = await call<{ error: { code: string } }>("/no-such-thing", {
      token: await sessionToken(staff),
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});
