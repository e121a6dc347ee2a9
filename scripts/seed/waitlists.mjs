const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo's waitlist: Junior Ballet is full (every place taken but the one on offer), with four
 * students in line: three put there by the school and the family (ranks 1-3) and the demo's
 * waitlisted Junior Ballet student, whom the migration adds after them (rank 4). The first, the
 * demo guardian's child, has an offer out that ends in 47 hours. Edits the built data in place (the
 * group's capacity, the students' `waitlistGroupIds`) and answers the documents to write.
 */
export function buildWaitlists({ students, groups, now = new Date() }) {
  const groupId = "junior-ballet";
  const group = groups.find((g) => g.id === groupId);
  if (!group) return { waitlistEntries: [], waitlistOffers: [] };
  const active = students.filter((s) => s.data.status === "active" && s.data.groupIds.includes(groupId));
  // One place more than the members: the place the offer holds.
  group.data.capacity = active.length + 1;
  const inLine = ["student-001", "student-009", "student-010"]
    .map((id) => students.find((s) => s.id === id))
    .filter((s) => s && s.data.status === "active" && !s.data.groupIds.includes(groupId));
  const at = (ms) => new Date(ms);
  const offerId = `seed-offer-${groupId}`;
  const offeredAt = now.getTime() - HOUR;
  const waitlistEntries = inLine.map((s, i) => {
    s.data.waitlistGroupIds = [groupId];
    return {
      id: `${groupId}_${s.id}`,
      data: {
        groupId,
        studentId: s.id,
        status: i === 0 ? "offered" : "waiting",
        rank: i + 1,
        joinedAt: at(now.getTime() - (20 - i * 3) * DAY),
        joinedBy: i === 1 ? "family" : "staff",
        createdBy: i === 1 ? null : "demo-admin",
        offerId: i === 0 ? offerId : null,
        updatedAt: at(offeredAt),
      },
    };
  });
  const first = inLine[0];
  const waitlistOffers = first
    ? [
        {
          id: offerId,
          data: {
            groupId,
            studentId: first.id,
            entryId: `${groupId}_${first.id}`,
            status: "open",
            offeredAt: at(offeredAt),
            expiresAt: at(offeredAt + 48 * HOUR),
            byHand: false,
            createdBy: null,
            createdAt: at(offeredAt),
            closedAt: null,
            remindedAt: null,
          },
        },
      ]
    : [];
  return { waitlistEntries, waitlistOffers };
}
