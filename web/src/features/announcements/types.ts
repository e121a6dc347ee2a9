import type { AnnouncementStatus } from "@shared/announcement.schema";

/** The list's tabs, in the order staff use them; "all" is everything not archived. */
export const STATUS_TABS: { value: AnnouncementStatus | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
  { value: "draft", label: "Drafts" },
  { value: "expired", label: "Expired" },
  { value: "archived", label: "Archived" },
];

export const STATUS_COLORS: Record<AnnouncementStatus, string> = {
  published: "green",
  scheduled: "blue",
  draft: "gray",
  expired: "orange",
  archived: "red",
};
