import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPE_NAMES } from "../../shared/notification.schema";
import { pushSubscriptionSchema } from "../../shared/notification.schema";
import { notificationMail } from "../deliver-notification";
import { NOTIFICATION_TYPES, notificationText } from "../notification-types";
import { checkEndpoint } from "../push-subscriptions.handler";

const sample: Record<string, object> = {
  announcement: { announcementId: "a1", title: "Closed Monday", school: "Studio" },
  chatMessage: { chatId: "c1", sender: "Ana", text: "Hi", console: false },
  videosReleased: { week: 3, programName: "Jazz" },
  bugReportUpdate: { reportId: "r1", title: "Stops", change: "reply" },
  sessionCancelled: { sessionId: "s1", title: "Jazz", when: "today 17:00" },
  waitlistOffer: { offerId: "o1", title: "Jazz", until: "Fri 12:00" },
  waitlistOfferReminder: { offerId: "o1", title: "Jazz", until: "Fri 12:00" },
  makeUpBooked: { bookingId: "b1", title: "Jazz", when: "Sat 10:00" },
  makeUpCancelled: { bookingId: "b1", title: "Jazz", when: "Sat 10:00" },
  supportChat: { chatId: "c1", from: "Ana", text: "Help", isNew: true },
  newBugReport: { reportId: "r1", title: "Stops", from: "Ana" },
  absencesToday: { date: "2026-11-27", count: 2 },
  attendanceNotTaken: { sessionId: "s1", title: "Jazz", date: "2026-11-27" },
  absenceReported: { absenceId: "a1", student: "Ana Lee", title: "Jazz", when: "Sat 10:00" },
};

describe("the table of notification types", () => {
  it("has one row per type, each opening a screen of its audience's site", () => {
    expect(Object.keys(NOTIFICATION_TYPES).sort()).toEqual([...NOTIFICATION_TYPE_NAMES].sort());
    for (const type of NOTIFICATION_TYPE_NAMES) {
      const text = notificationText(type, sample[type] as never);
      expect(text.title.length, type).toBeGreaterThan(0);
      expect(text.tag.length, type).toBeGreaterThan(0);
      const inApp = text.url.startsWith("/app/");
      expect(inApp, type).toBe(NOTIFICATION_TYPES[type].audience === "family");
    }
  });

  it("tags one conversation's messages alike, so they replace each other", () => {
    const a = notificationText("chatMessage", { chatId: "c1", sender: "A", text: "1", console: false });
    const b = notificationText("chatMessage", { chatId: "c1", sender: "B", text: "2", console: false });
    expect(a.tag).toBe(b.tag);
  });

  it("escapes every stored value in mail", () => {
    const mail = notificationMail(
      "x@y.z",
      { title: "<script>", body: `"a" & <b>`, url: "/app/" },
      "https://s.example",
    );
    expect(mail.message.html).not.toMatch(/<script>|<b>/);
    expect(mail.message.html).toContain("&lt;script&gt;");
  });
});

describe("push subscriptions", () => {
  it("takes https only, and a loopback http endpoint only on the emulator", () => {
    expect(() => checkEndpoint("https://fcm.googleapis.com/fcm/send/x", false)).not.toThrow();
    expect(() => checkEndpoint("http://127.0.0.1:9000/push/x", false)).toThrow();
    expect(() => checkEndpoint("https://127.0.0.1/push/x", false)).toThrow();
    expect(() => checkEndpoint("http://127.0.0.1:9000/push/x", true)).not.toThrow();
    expect(() => checkEndpoint("http://push.example.com/x", true)).toThrow();
  });

  it("refuses keys that are not a P-256 point and a 16-byte secret", () => {
    const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    const auth = Buffer.alloc(16, 2).toString("base64url");
    const ok = pushSubscriptionSchema.safeParse({ endpoint: "https://p.example/x", keys: { p256dh, auth } });
    expect(ok.success).toBe(true);
    const bad = pushSubscriptionSchema.safeParse({
      endpoint: "https://p.example/x",
      keys: { p256dh: auth, auth: p256dh },
    });
    expect(bad.success).toBe(false);
  });
});
