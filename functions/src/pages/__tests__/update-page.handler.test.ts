import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeGroup, uniqueId } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { collections, pageVersions } from "../../lib/collections";
import { PAGE_CHANGED, pageFieldsSchema, type PageFieldsInput } from "../../shared/page.schema";
import { createPage } from "../create-page.handler";
import { listPageVersions } from "../list-page-versions.handler";
import { restorePageVersion } from "../restore-page-version.handler";
import { updatePage } from "../update-page.handler";
import { setPageArchived } from "../archive-page.handler";

const staff = testContext("staff");
const admin = testContext("admin");

/** A page nobody reads (a group of its own), with a fresh slug. */
async function newPage(fields: Partial<PageFieldsInput> = {}) {
  const group = await makeGroup();
  const input = pageFieldsSchema.parse({
    slug: uniqueId("page"),
    title: "Dress code",
    body: "Black leotard, pink tights.",
    status: "published",
    audience: { type: "groups", ids: [group.id] },
    ...fields,
  });
  return { page: await createPage({ ctx: staff, input }), group };
}

describe("createPage", () => {
  it("stores version 1 with its reader keys, its version document and an audit entry", async () => {
    const { page, group } = await newPage();
    expect(page).toMatchObject({ version: 1, archived: false, status: "published" });
    const stored = await collections.pages.ref(page._id).get();
    expect(stored.get("readerKeys")).toEqual([`group:${group.id}`]);
    const v1 = await pageVersions.ref(page._id, 1).get();
    expect(v1.get("body")).toBe("Black leotard, pink tights.");
    expect(v1.get("savedBy")).toEqual({ uid: "test-staff", name: "Test staff" });
    expect(await auditOf(page._id, "page.create")).toHaveLength(1);
  });

  it("refuses a slug another page has, and an unknown group, naming the field", async () => {
    const { page } = await newPage();
    const input = pageFieldsSchema.parse({ slug: page.slug, title: "Again", body: "x" });
    const taken = await refusal(createPage({ ctx: staff, input }));
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.fields ?? {})).toEqual(["slug"]);
    const unknown = await refusal(
      createPage({
        ctx: staff,
        input: pageFieldsSchema.parse({
          slug: uniqueId("page"),
          title: "Nobody's",
          body: "x",
          audience: { type: "groups", ids: [uniqueId("no-group")] },
        }),
      }),
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.fields ?? {})).toEqual(["audience.ids"]);
  });
});

describe("updatePage", () => {
  it("keeps every save as a version, and refuses a save made on an older version", async () => {
    const { page } = await newPage();
    const first = await updatePage({ ctx: staff, input: { id: page._id, version: 1, body: "Mine." } });
    expect(first.version).toBe(2);
    // A second editor opened version 1 too: their save is refused and the first one stays.
    const late = await refusal(
      updatePage({ ctx: admin, input: { id: page._id, version: 1, body: "Theirs." } }),
    );
    expect(late.status).toBe(409);
    expect(late.message).toBe(PAGE_CHANGED);
    const stored = await collections.pages.ref(page._id).get();
    expect(stored.get("body")).toBe("Mine.");
    expect(stored.get("version")).toBe(2);
    const history = await listPageVersions({ ctx: staff, input: { id: page._id, limit: 10 } });
    expect(history.data.map((v) => v.version)).toEqual([2, 1]);
  });

  it("takes readers away when a page goes back to draft or is archived", async () => {
    const { page } = await newPage();
    await updatePage({ ctx: staff, input: { id: page._id, version: 1, status: "draft" } });
    expect((await collections.pages.ref(page._id).get()).get("readerKeys")).toEqual([]);
    await updatePage({ ctx: staff, input: { id: page._id, version: 2, status: "published" } });
    await setPageArchived({ ctx: staff, input: { id: page._id, archived: true } });
    const archived = await collections.pages.ref(page._id).get();
    expect(archived.get("readerKeys")).toEqual([]);
    expect(archived.get("version")).toBe(3);
    expect(await auditOf(page._id, "page.archive")).toHaveLength(1);
  });
});

describe("restorePageVersion", () => {
  it("saves an old version's content as a new version", async () => {
    const { page } = await newPage({ title: "Term dates", body: "Autumn term starts 8 September." });
    await updatePage({ ctx: staff, input: { id: page._id, version: 1, body: "Typo'd text." } });
    const restored = await restorePageVersion({
      ctx: admin,
      input: { id: page._id, restore: 1, version: 2 },
    });
    expect(restored).toMatchObject({ version: 3, body: "Autumn term starts 8 September." });
    const v3 = await pageVersions.ref(page._id, 3).get();
    expect(v3.get("restoredFrom")).toBe(1);
    expect(await auditOf(page._id, "page.restore-version")).toHaveLength(1);
    const stale = await refusal(
      restorePageVersion({ ctx: admin, input: { id: page._id, restore: 2, version: 2 } }),
    );
    expect(stale.status).toBe(409);
  });
});
