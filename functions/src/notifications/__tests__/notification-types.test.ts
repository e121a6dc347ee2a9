import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_TYPE_NAMES } from "../../shared/notification.schema";
import { pushSubscriptionSchema } from "../../shared/notification.schema";
import { notificationMail } from "../deliver-notification";
import { NOTIFICATION_TYPES, notificationText } from "../notification-types";
import { sendPush } from "../push-sender";
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
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes the browsers' push services over https, and a loopback http endpoint only with the test hooks on", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/x",
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/x",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ])
      expect(() => checkEndpoint(endpoint, false), endpoint).not.toThrow();
    expect(() => checkEndpoint("http://127.0.0.1:9000/push/x", true)).not.toThrow();
    expect(() => checkEndpoint("http://127.0.0.1:9000/push/x", false)).toThrow();
    // Anywhere else the functions could be made to send a request to: a private or loopback
    // address, another host, port, scheme or credentials, a look-alike host.
    for (const endpoint of [
      "https://127.0.0.1/push/x",
      "https://0.0.0.0/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://10.0.0.5/x",
      "https://169.254.169.254/x",
      "https://push.example.com/x",
      "https://fcm.googleapis.com.evil.test/x",
      "https://evilfcm.googleapis.com.test/x",
      "https://notfcm.googleapis.com@10.0.0.5/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "http://fcm.googleapis.com/x",
      "ftp://fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(() => checkEndpoint(endpoint, false), endpoint).toThrow();
      expect(() => checkEndpoint(endpoint, true), endpoint).toThrow();
    }
  });

  it("never sends to a stored device whose endpoint is not a push service's, and lets it go", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const keys = { p256dh: "k", auth: "a" };
    const outcome = await sendPush({ endpoint: "https://10.0.0.5/x", keys }, "{}");
    expect(outcome).toEqual({ kind: "gone", attempts: 0, status: 0 });
    expect(fetch).not.toHaveBeenCalled();
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
