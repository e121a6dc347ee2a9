import { Router, type Request } from "express";
import { sessionOf } from "../api/middleware/authenticate";
import { parseInput, parsePatch } from "../api/middleware/validate";
import { createGroupSchema, groupMembersSchema, listGroupsSchema, updateGroupSchema } from "../shared/group.schema";
import { createGroup } from "./create-group.handler";
import { deleteGroup } from "./delete-group.handler";
import { getGroup } from "./get-group.handler";
import { listGroups } from "./list-groups.handler";
import { updateGroupMembers } from "./update-group-members.handler";
import { updateGroup } from "./update-group.handler";

const ctxOf = (req: Request) => ({ actor: sessionOf(req) });
const idOf = (req: Request) => String(req.params.id);

/** /api/groups (issue 4), for console roles. */
export function groupsRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listGroups({ input: parseInput(listGroupsSchema, req.query) }));
  });
  router.post("/", async (req, res) => {
    res.status(201).json({ data: await createGroup({ ctx: ctxOf(req), input: parseInput(createGroupSchema, req.body) }) });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await getGroup({ id: idOf(req) }) });
  });
  router.patch("/:id", async (req, res) => {
    res.json({ data: await updateGroup({ ctx: ctxOf(req), id: idOf(req), input: parsePatch(updateGroupSchema, req.body) }) });
  });
  router.delete("/:id", async (req, res) => {
    await deleteGroup({ ctx: ctxOf(req), id: idOf(req) });
    res.status(204).end();
  });
  router.post("/:id/members", async (req, res) => {
    res.json({ data: await updateGroupMembers({ ctx: ctxOf(req), id: idOf(req), input: parseInput(groupMembersSchema, req.body) }) });
  });
  return router;
}
