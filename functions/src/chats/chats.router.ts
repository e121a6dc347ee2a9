import { Router } from "express";
import { contextOf } from "../api/request-context";
import { idParam, parseInput } from "../api/middleware/validate";
import {
  createChatSchema,
  directChatParamsSchema,
  listContactsSchema,
  supportActionSchema,
} from "../shared/chat.schema";
import { createChat } from "./create-chat.handler";
import { findDirectChat } from "./find-direct-chat.handler";
import { listContacts } from "./list-contacts.handler";
import { updateSupportChat } from "./update-support-chat.handler";

/**
 * `/api/chats`: what the browser cannot do through Firestore rules. Messages, reading and the
 * unread reset stay client-side (live, rules-guarded); creating chats and support actions are here
 * because they touch other people's membership and are audited.
 */
export function chatsRouter() {
  const router = Router();

  router.get("/contacts", async (req, res) => {
    const input = parseInput(listContactsSchema, req.query);
    res.json({ data: await listContacts({ ctx: contextOf(req), input }) });
  });

  router.get("/direct/:uid", async (req, res) => {
    const { uid } = parseInput(directChatParamsSchema, req.params);
    res.json({ data: await findDirectChat({ ctx: contextOf(req), input: { uid } }) });
  });

  router.post("/", async (req, res) => {
    const input = parseInput(createChatSchema, req.body);
    const { chat, created } = await createChat({ ctx: contextOf(req), input });
    res.status(created ? 201 : 200).json({ data: chat });
  });

  router.post("/:id/support", async (req, res) => {
    const chatId = idParam(req.params);
    const { action } = parseInput(supportActionSchema, req.body);
    res.json({
      data: await updateSupportChat({ ctx: contextOf(req), input: { chatId, action } }),
    });
  });

  return router;
}
