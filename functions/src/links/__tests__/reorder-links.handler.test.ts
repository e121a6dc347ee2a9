import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeGroup, uniqueId } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import { linkFieldsSchema } from "../../shared/link.schema";
import { setLinkArchived } from "../archive-link.handler";
import { createLink } from "../create-link.handler";
import { reorderLinks } from "../reorder-links.handler";
import { updateLink } from "../update-link.handler";

const ctx = testContext("staff");

async function newLink(groupId: string, title = uniqueId("Link")) {
  const input = linkFieldsSchema.parse({
    title,
    url: "https://www.royalacademyofdance.org/exams",
    category: "Exams",
    audience: { type: "groups", ids: [groupId] },
  });
  return createLink({ ctx, input });
}

describe("links", () => {
  it("adds a link last, with reader keys while shown and none while hidden", async () => {
    const group = await makeGroup();
    const a = await newLink(group.id);
    const b = await newLink(group.id);
    expect(b.order).toBeGreaterThan(a.order);
    expect((await collections.links.ref(a._id).get()).get("readerKeys")).toEqual([`group:${group.id}`]);
    const hidden = await updateLink({ ctx, input: { id: a._id, shown: false } });
    expect(hidden.shown).toBe(false);
    expect((await collections.links.ref(a._id).get()).get("readerKeys")).toEqual([]);
    expect(await auditOf(a._id, "link.hide")).toHaveLength(1);
  });

  it("reorders by position, audited per moved link, and refuses archived or unknown ids", async () => {
    const group = await makeGroup();
    const [a, b, c] = [await newLink(group.id), await newLink(group.id), await newLink(group.id)];
    await reorderLinks({ ctx, input: { ids: [c._id, a._id, b._id] } });
    const orders = await Promise.all(
      [a, b, c].map(async (l) => (await collections.links.ref(l._id).get()).get("order")),
    );
    expect(orders).toEqual([1, 2, 0]);
    expect(await auditOf(c._id, "link.move")).toHaveLength(1);
    await setLinkArchived({ ctx, input: { id: b._id, archived: true } });
    const refused = await refusal(reorderLinks({ ctx, input: { ids: [b._id, a._id, uniqueId("nope")] } }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fields ?? {})).toEqual(["ids"]);
    expect((await collections.links.ref(a._id).get()).get("order")).toBe(1);
  });
});
