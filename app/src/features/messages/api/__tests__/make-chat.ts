import type { Chat } from "@shared/chat.schema";

/** A chat with nothing set but what a test gives. */
export const makeChat = (extra: Partial<Chat>): Chat => ({
  id: "c",
  name: "",
  type: "individual",
  members: [],
  createdBy: "",
  createdAt: null,
  photoURL: null,
  recentMessage: null,
  unread: {},
  ...extra,
});
