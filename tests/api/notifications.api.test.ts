import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  InboxNotification,
  NotificationPreference,
} from "../../functions/src/shared/notification.schema";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { atSchoolTime } from "../support/clock";
import { runCompiled, runCompiledAsync } from "../support/compiled-functions";
import { admin } from "../support/env";
import { loadVapidKeys, TestPushService, until } from "../support/push-service";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * Notifications through the emulators: devices subscribe through the API with endpoints on a push
 * service this file runs on 127.0.0.1, which decrypts each push with the device's own keys. A
 * notification is recorded (`notify`, as the events do), the trigger fans it out, and the inbox,
 * quiet hours, the mail fallback and the one-send rule are checked against the injectable clock.
 */
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const push = new TestPushService();
const run = randomUUID().slice(0, 8);
let student: TestStudentAccount;
let studentToken: string;
let staffToken: string;

/** A civil date a few days back: noon there is outside quiet hours and inside the inbox's 30 days. */
const recentDay = () => new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

function notify(uid: string, key: string, now: Date, type = "bugReportUpdate", params?: object) {
  const p = params ?? { reportId: `r-${key}`, title: `<b>Broken</b> & "quoted" ${key}`, change: "reply" };
  return runCompiled(
    "notifications/notify",
    "notify",
    JSON.stringify({ type, recipients: [uid], params: p, key, now: now.toISOString() }).replace(
      /"now":"([^"]+)"/,
      '"now":new Date("$1")',
    ),
  );
}

/** A notification's id: the hash of its event key and recipient, as `notify` makes it. */
function runIdSync(key: string, uid: string): string {
  return createHash("sha256").update(`${key}\u0000${uid}`).digest("hex").slice(0, 32);
}

async function subscribe(token: string, name: string, path = "/me/push-subscriptions") {
  const device = push.device(name);
  const res = await call(path, { method: "POST", token, body: device.subscription });
  expect(res.status).toBe(201);
  return device;
}

beforeAll(async () => {
  loadVapidKeys();
  await push.start();
  const staff = await createAccount("staff");
  [student, staffToken] = await Promise.all([createStudentAccount(), sessionToken(staff)]);
  studentToken = await student.idToken();
});

afterAll(async () => {
  await push.stop();
});

describe("subscriptions", () => {
  it("refuses what is not a push subscription, naming the field", async () => {
    const good = push.device(`v-${run}`).subscription;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: "http://push.example.com/x" }, "endpoint"],
      [{ ...good, endpoint: "not a url" }, "endpoint"],
      [{ ...good, keys: { ...good.keys, p256dh: "AAAA" } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, auth: "!!" } }, "keys.auth"],
      [{ ...good, padding: "x".repeat(5000) }, "subscription"],
    ];
    for (const [body, field] of cases) {
      const res = await call<ErrorBody>("/me/push-subscriptions", {
        method: "POST",
        token: studentToken,
        body,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), field).toContain(field);
    }
  });

  it("keeps at most 20 devices a person, dropping the oldest", async () => {
    const person = await createStudentAccount();
    const token = await person.idToken();
    const first = await subscribe(token, `many-${run}-0`);
    for (let i = 1; i <= 20; i++) await subscribe(token, `many-${run}-${i}`);
    const stored = await admin().db.collection("pushSubscriptions").where("uid", "==", person.uid).get();
    expect(stored.size).toBe(20);
    expect(stored.docs.map((d) => d.get("endpoint"))).not.toContain(first.subscription.endpoint);
  });

  it("gives the public key, and removes a device on DELETE", async () => {
    const key = await call<{ data: { publicKey: string } }>("/me/push-subscriptions/key", {
      token: studentToken,
    });
    expect(key.body.data.publicKey).toBe(process.env.VAPID_PUBLIC_KEY);
    const device = await subscribe(studentToken, `gone-${run}`);
    const res = await call("/me/push-subscriptions", {
      method: "DELETE",
      token: studentToken,
      body: { endpoint: device.subscription.endpoint },
    });
    expect(res.status).toBe(204);
    const left = await admin()
      .db.collection("pushSubscriptions")
      .where("endpoint", "==", device.subscription.endpoint)
      .get();
    expect(left.size).toBe(0);
  });

  it("lets staff subscribe the console, and refuses a family type in their preferences", async () => {
    await subscribe(staffToken, `console-${run}`, "/push-subscriptions");
    const prefs = await call<{ data: NotificationPreference[] }>("/notification-preferences", {
      token: staffToken,
    });
    expect(prefs.body.data.map((p) => p.type)).toContain("newBugReport");
    expect(prefs.body.data.map((p) => p.type)).not.toContain("announcement");
    const bad = await call<ErrorBody>("/notification-preferences", {
      method: "PUT",
      token: staffToken,
      body: { channels: { announcement: "mail" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["channels.announcement"]);
  });
});

describe("delivery", () => {
  it("pushes one notification to each of a person's devices, encrypted, as plain text, and lists it in the inbox", async () => {
    const person = await createStudentAccount();
    const token = await person.idToken();
    const names = Array.from({ length: 10 }, (_, i) => `ten-${run}-${i}`);
    for (const name of names) await subscribe(token, name);
    const key = `ten-${run}`;
    expect(notify(person.uid, key, atSchoolTime(recentDay(), 12))).toBe("1");
    await until(() => names.every((n) => push.to(n).length > 0));
    // Ten devices, ten pushes: one each.
    await new Promise((r) => setTimeout(r, 1500));
    expect(names.map((n) => push.to(n).length)).toEqual(names.map(() => 1));
    const payload = push.to(names[0]!)[0]!.payload;
    expect(payload).toMatchObject({
      type: "bugReportUpdate",
      title: "New reply to your report",
      body: `<b>Broken</b> & "quoted" ${key}`,
      url: "/app/report",
      tag: `bug-r-${key}`,
    });
    expect(push.to(names[0]!)[0]!.headers.authorization).toMatch(/^vapid t=/);

    const inbox = await call<{ data: InboxNotification[]; unread: number }>("/me/notifications", { token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.unread).toBe(1);
    expect(inbox.body.data[0]).toMatchObject({ title: "New reply to your report", read: false });
    const id = inbox.body.data[0]!.id;
    expect((await call(`/me/notifications/${id}/read`, { method: "POST", token })).status).toBe(204);
    const after = await call<{ data: InboxNotification[]; unread: number }>("/me/notifications", { token });
    expect(after.body.unread).toBe(0);
    // Someone else's notification is not there for another caller.
    expect((await call(`/me/notifications/${id}/read`, { method: "POST", token: studentToken })).status).toBe(
      404,
    );

    // The trigger running again (or the release job racing it) sends nothing twice.
    const again = JSON.parse(
      runCompiled(
        "notifications/deliver-notification",
        "deliverNotification",
        `"${runIdSync(key, person.uid)}", new Date()`,
      ),
    );
    expect(again.state).toBe("done");
    await admin()
      .db.doc(`notifications/${runIdSync(key, person.uid)}`)
      .update({ status: "pending" });
    const forced = JSON.parse(
      runCompiled(
        "notifications/deliver-notification",
        "deliverNotification",
        `"${runIdSync(key, person.uid)}", new Date()`,
      ),
    );
    expect(forced).toMatchObject({ state: "delivered", pushed: 0, skipped: 10 });
    expect(names.map((n) => push.to(n).length)).toEqual(names.map(() => 1));
  });

  it("removes a device whose push service answers 410, and retries a 500 with backoff", async () => {
    const person = await createStudentAccount();
    const token = await person.idToken();
    const dead = await subscribe(token, `dead-${run}`);
    await subscribe(token, `flaky-${run}`);
    push.answer(`dead-${run}`, 410);
    push.answer(`flaky-${run}`, 500, 201);
    notify(person.uid, `dead-${run}`, atSchoolTime(recentDay(), 12));
    // The trigger queues behind every function the suite has set off: on a slow machine its first
    // delivery took more than 20 s.
    await until(() => push.to(`flaky-${run}`).length === 1, 45_000);
    await until(async () => {
      const left = await admin()
        .db.collection("pushSubscriptions")
        .where("endpoint", "==", dead.subscription.endpoint)
        .get();
      return left.empty;
    });
    const id = runIdSync(`dead-${run}`, person.uid);
    const deliveries = await admin().db.collection(`notifications/${id}/deliveries`).get();
    const statuses = deliveries.docs.map((d) => [d.get("status"), d.get("attempts")]).sort();
    expect(statuses).toEqual([
      ["gone", 1],
      ["sent", 2],
    ]);
  }, 70_000);

  it("holds a family notification in quiet hours and delivers it when they end", async () => {
    const person = await createStudentAccount();
    const token = await person.idToken();
    await subscribe(token, `quiet-${run}`);
    // 23:00 school time two days ahead: held until 07:00 the next morning (after the real now).
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const late = atSchoolTime(ahead, 23);
    notify(person.uid, `quiet-${run}`, late);
    const id = runIdSync(`quiet-${run}`, person.uid);
    const stored = await admin().db.doc(`notifications/${id}`).get();
    expect(stored.get("status")).toBe("held");
    const end = stored.get("deliverAt").toDate() as Date;
    expect(end.getTime() - late.getTime()).toBe(8 * 3_600_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(push.to(`quiet-${run}`)).toHaveLength(0);
    // Before the end: nothing; at the end: delivered once.
    await runCompiledAsync(
      "notifications/release-notifications",
      "releaseHeldNotifications",
      `new Date(${end.getTime() - 60_000})`,
    );
    expect(push.to(`quiet-${run}`)).toHaveLength(0);
    await runCompiledAsync(
      "notifications/release-notifications",
      "releaseHeldNotifications",
      `new Date(${end.getTime() + 60_000})`,
    );
    await until(() => push.to(`quiet-${run}`).length === 1);
    expect((await admin().db.doc(`notifications/${id}`).get()).get("status")).toBe("delivered");
  });

  it("mails someone with no device at once, and collects low-urgency ones into one digest", async () => {
    const person = await createStudentAccount();
    const urgent = `mail-${run}`;
    notify(person.uid, urgent, atSchoolTime(recentDay(), 12));
    const mailId = `notification-${runIdSync(urgent, person.uid)}`;
    await until(async () => (await admin().db.doc(`mail/${mailId}`).get()).exists);
    const mail = (await admin().db.doc(`mail/${mailId}`).get()).data()!;
    expect(mail.to).toBe(person.email);
    expect(mail.message.subject).toBe("New reply to your report");
    // The stored text is escaped in the mail's HTML: nothing typed becomes markup.
    expect(mail.message.html).toContain("&lt;b&gt;Broken&lt;/b&gt; &amp; &quot;quoted&quot;");
    expect(mail.message.html).not.toContain("<b>Broken");

    for (const n of [1, 2])
      notify(person.uid, `digest-${run}-${n}`, atSchoolTime(recentDay(), 12), "announcement", {
        announcementId: `a${n}`,
        title: `News ${n}`,
        school: "Studio",
      });
    await until(async () => {
      const snap = await admin()
        .db.collection("notifications")
        .where("uid", "==", person.uid)
        .where("status", "==", "digest")
        .get();
      return snap.size === 2;
    });
    const digest = JSON.parse(
      runCompiled("notifications/release-notifications", "sendDailyDigests", "new Date()"),
    );
    expect(digest.mails).toBeGreaterThanOrEqual(1);
    const day = new Date().toISOString().slice(0, 10);
    const digestMail = (await admin().db.doc(`mail/digest-${person.uid}-${day}`).get()).data()!;
    expect(digestMail.message.text).toContain("News 1");
    expect(digestMail.message.text).toContain("News 2");
  });

  it("mails everyone waiting when more wait than one page, each person in one mail", async () => {
    // The whole suite's waiting news shares this emulator, so these people's ids sort before any
    // real account's ("!" is below every letter and digit): the first pages are theirs whatever
    // else waits, and their addresses come from the id.
    const people = [0, 1, 2].map((i) => `!digest-${run}-${i}`);
    const batch = admin().db.batch();
    for (const [i, uid] of people.entries())
      for (const n of [1, 2])
        batch.set(admin().db.collection("notifications").doc(), {
          uid,
          title: `Paged ${run}`,
          body: `person ${i} line ${n}`,
          status: "digest",
          createdAt: new Date(),
        });
    await batch.commit();
    // Pages of three: a page ends inside someone's news, which must wait for the next page whole.
    runCompiled(
      "notifications/release-notifications",
      "sendDailyDigests",
      `new Date(), async (uid) => uid.slice(1) + "@example.test", 3`,
    );
    const day = new Date().toISOString().slice(0, 10);
    for (const [i, uid] of people.entries()) {
      const mail = (await admin().db.doc(`mail/digest-${uid}-${day}`).get()).data();
      expect(mail?.to, `person ${i}`).toBe(`${uid.slice(1)}@example.test`);
      expect(mail?.message.text, `person ${i}`).toContain(`person ${i} line 1`);
      expect(mail?.message.text, `person ${i}`).toContain(`person ${i} line 2`);
    }
    const left = await admin().db.collection("notifications").where("status", "==", "digest").get();
    expect(left.docs.filter((d) => d.get("title") === `Paged ${run}`)).toHaveLength(0);
  });
});

describe("events", () => {
  it("tells staff of a new report and its reporter of a reply, each on their own devices", async () => {
    const reporter = await createStudentAccount();
    const token = await reporter.idToken();
    await subscribe(token, `reporter-${run}`);
    const staff = await createAccount("staff");
    const ownStaffToken = await sessionToken(staff);
    await subscribe(ownStaffToken, `staff-${run}`, "/push-subscriptions");
    const title = `<img src=x onerror=alert(1)> ${run}`;
    const filed = await call<{ data: { _id: string } }>("/me/bug-reports", {
      method: "POST",
      token,
      body: {
        title,
        whatHappened: "It stops.",
        steps: "Play.",
        expected: "It plays.",
        severity: "medium",
        context: {
          appVersion: "1",
          device: "Phone",
          route: "/practice",
          occurredAt: new Date().toISOString(),
        },
      },
    });
    expect(filed.status).toBe(201);
    await until(() => push.to(`staff-${run}`).some((p) => String(p.payload.body).includes(run)));
    expect(push.to(`staff-${run}`).find((p) => String(p.payload.body).includes(run))!.payload).toMatchObject({
      type: "newBugReport",
      url: "/support/bug-reports",
    });
    const reply = await call(`/bug-reports/${filed.body.data._id}/replies`, {
      method: "POST",
      token: ownStaffToken,
      body: { text: "Thanks, we are on it." },
      // Noon at the school: outside quiet hours whatever the real hour.
      headers: { "x-test-now": atSchoolTime(recentDay(), 12).toISOString() },
    });
    expect(reply.status).toBe(201);
    await until(() => push.to(`reporter-${run}`).length === 1);
    expect(push.to(`reporter-${run}`)[0]!.payload).toMatchObject({
      type: "bugReportUpdate",
      title: "New reply to your report",
      body: title,
      url: "/app/report",
    });
  });
});
