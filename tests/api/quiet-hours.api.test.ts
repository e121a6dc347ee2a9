import { beforeAll, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import type { DeliveryOutlook, MessageDelivery } from "../../functions/src/shared/chat.schema";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { atSchoolTime } from "../support/clock";
import { runCompiled } from "../support/compiled-functions";
import { HOSTING_URL, admin } from "../support/env";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * Quiet hours (the school's default, 21:00 to 07:00 in America/New_York): a staff message to a
 * chat with students is held and posted by the release job when they end; to staff only, or in the
 * day, it is posted at once. The API's clock is set per request (X-Test-Now); the job is called
 * with its `now`. Also the admin's PDF export, parsed back.
 */
type ErrorBody = { error: { code: string; message: string } };
type Answer<T> = { data: T } & ErrorBody;

const ADULT_DOB = "1990-01-01";
const at = (date: Date) => ({ "X-Test-Now": date.toISOString() });
// A Monday in January: New York is on UTC-5, so 22:30 there is 03:30 UTC the next day.
const EVENING = atSchoolTime("2027-01-11", 22);
const LATE = new Date(EVENING.getTime() + 30 * 60_000);
const MORNING_END = atSchoolTime("2027-01-12", 7);
const NOON = atSchoolTime("2027-01-12", 12);

let staff: TestAccount;
let staffToken: string;

beforeAll(async () => {
  staff = await createAccount("staff");
  staffToken = await sessionToken(staff);
});

const openChat = async (memberUid: string) => {
  const res = await call<Answer<{ id: string; studentMembers?: string[] }>>("/chats", {
    method: "POST",
    token: staffToken,
    body: { type: "individual", memberUid },
  });
  expect([200, 201]).toContain(res.status);
  return res.body.data;
};

const send = (chatId: string, text: string, now: Date, token = staffToken) =>
  call<Answer<MessageDelivery>>(`/chats/${chatId}/messages`, {
    method: "POST",
    token,
    body: { text },
    headers: at(now),
  });

const messagesWith = async (chatId: string, text: string) =>
  (await admin().db.collection(`chats/${chatId}/messages`).where("text", "==", text).get()).docs;

const release = (now: Date) =>
  Number(
    runCompiled(
      "chats/held-messages",
      "releaseHeldMessages",
      `new Date(${JSON.stringify(now.toISOString())})`,
    ),
  );

describe("a staff message to a student during quiet hours", () => {
  let student: TestStudentAccount;
  let chatId: string;
  beforeAll(async () => {
    student = await createStudentAccount({ dateOfBirth: ADULT_DOB });
    const chat = await openChat(student.uid);
    chatId = chat.id;
    expect(chat.studentMembers).toEqual([student.uid]);
  });

  it("is announced before sending, held, and posted by the job at the end of quiet hours (once)", async () => {
    const outlook = await call<Answer<DeliveryOutlook>>(`/chats/${chatId}/delivery`, {
      token: staffToken,
      headers: at(LATE),
    });
    expect(outlook.status).toBe(200);
    expect(outlook.body.data).toEqual({
      held: true,
      deliverAt: MORNING_END.toISOString(),
      deliverAtLocal: "07:00",
    });

    const first = `Bring your shoes ${Math.random()}`;
    const second = `And the water bottle ${Math.random()}`;
    const sent = await send(chatId, first, LATE);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ held: true, deliverAtLocal: "07:00" });
    expect((await send(chatId, second, new Date(LATE.getTime() + 60_000))).body.data.held).toBe(true);
    expect(await messagesWith(chatId, first)).toHaveLength(0);
    const held = await admin().db.doc(`heldMessages/${sent.body.data.id}`).get();
    expect(held.get("status")).toBe("held");
    expect(held.get("sentBy.uid")).toBe(staff.uid);

    // A minute before the end: still held.
    release(new Date(MORNING_END.getTime() - 60_000));
    expect(await messagesWith(chatId, first)).toHaveLength(0);

    // At the end: both posted, in the order written, stamped with the delivery time; a second run
    // (a retried schedule) posts nothing twice.
    release(new Date(MORNING_END.getTime() + 60_000));
    release(new Date(MORNING_END.getTime() + 5 * 60_000));
    const posted = await messagesWith(chatId, first);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.id).toBe(sent.body.data.id);
    expect(posted[0]!.get("sentAt").toDate().toISOString()).toBe(MORNING_END.toISOString());
    expect(posted[0]!.get("heldSince").toDate().toISOString()).toBe(LATE.toISOString());
    expect(await messagesWith(chatId, second)).toHaveLength(1);
    const ordered = await admin().db.collection(`chats/${chatId}/messages`).orderBy("sentAt").get();
    // (A message posted in the day by another test here is stamped with the real clock: left out.)
    const texts = ordered.docs.map((d) => String(d.get("text"))).filter((t) => t === first || t === second);
    expect(texts).toEqual([first, second]);
    expect((await admin().db.doc(`heldMessages/${sent.body.data.id}`).get()).get("status")).toBe("delivered");
  });

  it("is posted at once outside quiet hours", async () => {
    const text = `Class moved to Studio B ${Math.random()}`;
    const sent = await send(chatId, text, NOON);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ held: false, deliverAt: null });
    expect(await messagesWith(chatId, text)).toHaveLength(1);
  });

  it("refuses a student's token, a bad body and a chat the caller is not in", async () => {
    expect((await send(chatId, "hi", NOON, await student.idToken())).status).toBe(401);
    const bad = await call<ErrorBody>(`/chats/${chatId}/messages`, {
      method: "POST",
      token: staffToken,
      body: { text: "", attachment: null },
    });
    expect(bad.status).toBe(400);
    const stranger = await sessionToken(await createAccount("staff"));
    expect((await send(chatId, "hi", NOON, stranger)).status).toBe(403);
    expect((await send("no-such-chat", "hi", NOON)).status).toBe(404);
  });
});

describe("messages quiet hours never hold", () => {
  it("staff to staff at night are posted at once", async () => {
    const colleague = await createAccount("staff");
    const chat = await openChat(colleague.uid);
    expect(chat.studentMembers).toEqual([]);
    const text = `Can you cover tomorrow? ${Math.random()}`;
    const sent = await send(chat.id, text, LATE);
    expect(sent.body.data.held).toBe(false);
    expect(await messagesWith(chat.id, text)).toHaveLength(1);
  });
});

describe("the admin's PDF export", () => {
  it("has every message, attachment name and school-zone time, and is audited with its reason", async () => {
    const student = await createStudentAccount({ dateOfBirth: ADULT_DOB });
    const chat = await openChat(student.uid);
    const { db } = admin();
    await db.collection(`chats/${chat.id}/messages`).add({
      text: "Here is the costume list, Zoë",
      fileUrl: null,
      attachment: {
        path: `chats/${chat.id}/${staff.uid}/a.pdf`,
        name: "costumes.pdf",
        contentType: "application/pdf",
        size: 10,
      },
      sentBy: { uid: staff.uid, displayName: "Tara Teacher", photoURL: null },
      sentAt: new Date(Date.UTC(2026, 0, 5, 20, 30)),
    });
    const boss = await sessionToken(await createAccount("admin"));
    const exportPdf = (token: string, body: unknown) =>
      fetch(`${HOSTING_URL}/api/chats/${chat.id}/export-pdf`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await exportPdf(boss, {})).status).toBe(400);
    expect((await exportPdf(staffToken, { reason: "A parent asked" })).status).toBe(403);

    const res = await exportPdf(boss, { reason: "A parent asked for the record" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false }).promise;
    let text = "";
    for (let p = 1; p <= pdf.numPages; p++) {
      const content = await (await pdf.getPage(p)).getTextContent();
      text += ` ${content.items.map((i) => ("str" in i ? i.str : "")).join(" ")}`;
    }
    // The reader splits lines into runs; compare with single spaces.
    text = text.replace(/\s+/g, " ");
    expect(text).toContain("Here is the costume list, Zoë");
    expect(text).toContain("Attachment: costumes.pdf");
    // 20:30 UTC on 5 January is 15:30 in New York.
    expect(text).toContain("2026-01-05 15:30:00");
    expect(text).toContain("Tara Teacher");
    expect(text).toContain("America/New_York");

    const audit = await findAuditEntries(db, "resourceId", chat.id);
    const entry = audit.find((d) => d.get("details.format") === "pdf");
    expect(entry?.get("action")).toBe("chat.export");
    expect(entry?.get("details.reason")).toBe("A parent asked for the record");
  });
});
