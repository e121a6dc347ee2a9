import { Router } from "express";
import { dataRoute, fromQuery } from "../api/data-route";
import { contextOf } from "../api/request-context";
import { idParam, parseInput } from "../api/middleware/validate";
import * as schema from "../shared/chat.schema";
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

  router.get("/contacts", dataRoute(listContacts, fromQuery(schema.listContactsSchema)));

  router.get(
    "/direct/:uid",
    dataRoute(findDirectChat, (req) => parseInput(schema.directChatParamsSchema, req.params)),
  );

  router.post("/", async (req, res) => {
    const input = parseInput(schema.createChatSchema, req.body);
    const { chat, created } = await createChat({ ctx: contextOf(req), input });
    res.status(created ? 201 : 200).json({ data: chat });
  });

  router.post(
    "/:id/support",
    dataRoute(updateSupportChat, (req) => ({
      chatId: idParam(req.params),
      ...parseInput(schema.supportActionSchema, req.body),
    })),
  );

  return router;
}
