import { z } from "zod";
import {
  chatOverviewSchema,
  chatReviewSchema,
  createChatSchema,
  directChatParamsSchema,
  listAllChatsSchema,
  listContactsSchema,
  supportActionSchema,
  type Chat,
  type ChatContact,
  type ChatReview,
  staffMessageSchema,
  type DeliveryOutlook,
  type MessageDelivery,
} from "./chat.schema";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, file, page, typed } from "./route-contract";

/**
 * `/api/chats`: what the browser cannot do through Firestore rules (creating chats, support
 * actions). Messages, reading and unread counts stay client-side, live and rules-guarded.
 */
export const chatRoutes = defineRoutes(
  { base: "/chats", tag: "Chats", callers: ["admin", "staff"] },
  {
    contacts: {
      method: "GET",
      path: "/contacts",
      summary: "People the caller can start a chat with",
      query: listContactsSchema,
      answer: data(typed<ChatContact[]>("Staff and students with an app account.")),
    },
    direct: {
      method: "GET",
      path: "/direct/:uid",
      summary: "The caller's individual chat with a person, or null",
      params: directChatParamsSchema,
      answer: data(typed<Chat<string> | null>("The chat, or null when there is none yet.")),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Open an individual chat (200 when it exists) or create a group chat (201)",
      body: createChatSchema,
      answer: data(typed<Chat<string>>("The chat."), 201, 200),
    },
    support: {
      method: "POST",
      path: "/:id/support",
      summary: "Assign a support chat to the caller, close or reopen it",
      params: idParamsSchema,
      body: supportActionSchema,
      answer: data(z.object({ id: z.string(), status: z.unknown(), assignee: z.unknown() })),
    },
    delivery: {
      method: "GET",
      path: "/:id/delivery",
      summary: "Whether a message the caller sends now is held for the end of quiet hours",
      params: idParamsSchema,
      answer: data(typed<DeliveryOutlook>("Held or not, and when it would be delivered.")),
    },
    send: {
      method: "POST",
      path: "/:id/messages",
      summary: "Send a staff message (held until quiet hours end when the chat has students)",
      params: idParamsSchema,
      body: staffMessageSchema,
      answer: data(typed<MessageDelivery>("The message, posted or held."), 201),
    },
    all: {
      method: "GET",
      path: "/all",
      summary: "Every conversation, newest activity first, to pick one to review (admins)",
      callers: ["admin"],
      query: listAllChatsSchema,
      answer: page(chatOverviewSchema),
    },
    review: {
      method: "POST",
      path: "/:id/review",
      summary: "Open any conversation read-only, with a reason (admins; audited)",
      callers: ["admin"],
      params: idParamsSchema,
      body: chatReviewSchema,
      answer: data(typed<ChatReview>("Every message, times in the school's zone.")),
    },
    export: {
      method: "POST",
      path: "/:id/export",
      summary: "Every message of a conversation as CSV, with a reason (admins; audited)",
      callers: ["admin"],
      params: idParamsSchema,
      body: chatReviewSchema,
      answer: file("text/csv"),
    },
    exportPdf: {
      method: "POST",
      path: "/:id/export-pdf",
      summary: "Every message of a conversation as a PDF, with a reason (admins; audited)",
      callers: ["admin"],
      params: idParamsSchema,
      body: chatReviewSchema,
      answer: file("application/pdf"),
    },
  },
);
