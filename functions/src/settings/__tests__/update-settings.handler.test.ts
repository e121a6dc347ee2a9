import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import { auditEntries } from "../../lib/collections";
import { forgetSchoolSettings, generalSettingsRef, schoolSettings } from "../../lib/school-settings";
import type { Settings } from "../../shared/settings.schema";
import { getSettings } from "../get-settings.handler";
import { updateSettings } from "../update-settings.handler";

const NOW = new Date("2027-02-10T15:00:00Z");

/**
 * Other suites run beside this one and read settings/general (time zone, alerts, session hours):
 * these tests change only the school's contact fields, starting from what is stored, and put the
 * stored document back afterwards.
 */
describe("settings handlers", () => {
  let original: FirebaseFirestore.DocumentData | undefined;
  beforeAll(async () => {
    original = (await generalSettingsRef().get()).data();
  });
  afterAll(async () => {
    if (original) await generalSettingsRef().set(original);
    else await generalSettingsRef().delete();
    forgetSchoolSettings();
  });

  const current = async () => (await getSettings({ ctx: testContext("admin", NOW), input: {} })).settings;
  const withPhone = (s: Settings, contactPhone: string): Settings => ({
    ...s,
    school: { ...s.school, contactPhone },
  });
  const auditOf = async (uid: string) =>
    (await auditEntries.find("actor.uid", uid))
      .map((d) => d.data())
      .filter((e) => e.action === "settings.update");

  it("tells staff they may read but not edit, admins that they may edit", async () => {
    expect((await getSettings({ ctx: testContext("staff", NOW), input: {} })).canEdit).toBe(false);
    expect((await getSettings({ ctx: testContext("admin", NOW), input: {} })).canEdit).toBe(true);
  });

  it("saves a change with an audit entry holding each changed field's before and after", async () => {
    const ctx = testContext("admin", NOW);
    ctx.actor.sub = `test-admin-${Date.now()}`;
    const before = await current();
    const phone = `+1 555 ${String(Date.now()).slice(-4)}`;
    const view = await updateSettings({ ctx, input: withPhone(before, phone) });

    expect(view.settings.school.contactPhone).toBe(phone);
    expect(view.updatedBy).toBe(ctx.actor.sub);
    expect((await generalSettingsRef().get()).get("contactPhone")).toBe(phone);
    const audit = await auditOf(ctx.actor.sub);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      resource: "settings",
      resourceId: "general",
      details: {
        fields: ["school.contactPhone"],
        changes: { "school.contactPhone": { before: before.school.contactPhone, after: phone } },
      },
    });

    // Saving the same values again writes nothing and records nothing.
    await updateSettings({ ctx, input: withPhone(before, phone) });
    expect(await auditOf(ctx.actor.sub)).toHaveLength(1);
  });

  it("refuses staff (403) and saves nothing", async () => {
    const ctx = testContext("staff", NOW);
    const before = await current();
    const err = await refusal(updateSettings({ ctx, input: withPhone(before, "+1 555 9999") }));
    expect(err.status).toBe(403);
    expect((await current()).school.contactPhone).toBe(before.school.contactPhone);
    expect(await auditOf(ctx.actor.sub)).toHaveLength(0);
  });
});

describe("schoolSettings (the functions' cached reader)", () => {
  const previous = process.env.SETTINGS_CACHE_SECONDS;
  let original: unknown;
  beforeAll(async () => {
    process.env.SETTINGS_CACHE_SECONDS = "60";
    original = (await generalSettingsRef().get()).get("contactPhone");
    forgetSchoolSettings();
  });
  afterAll(async () => {
    process.env.SETTINGS_CACHE_SECONDS = previous;
    await generalSettingsRef().set({ contactPhone: original ?? "" }, { merge: true });
    forgetSchoolSettings();
  });

  it("reuses a read for under a minute, then reads the change", async () => {
    const t0 = 1_000_000;
    await generalSettingsRef().set({ contactPhone: "+1 555 0001" }, { merge: true });
    expect((await schoolSettings(t0)).school.contactPhone).toBe("+1 555 0001");

    await generalSettingsRef().set({ contactPhone: "+1 555 0002" }, { merge: true });
    expect((await schoolSettings(t0 + 59_000)).school.contactPhone).toBe("+1 555 0001");
    expect((await schoolSettings(t0 + 60_000)).school.contactPhone).toBe("+1 555 0002");
  });

  it("reads afresh after this instance saved the settings", async () => {
    const t0 = 2_000_000;
    await schoolSettings(t0);
    await generalSettingsRef().set({ contactPhone: "+1 555 0003" }, { merge: true });
    forgetSchoolSettings();
    expect((await schoolSettings(t0 + 1)).school.contactPhone).toBe("+1 555 0003");
  });
});
