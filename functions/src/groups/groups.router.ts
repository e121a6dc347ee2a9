import { Router, type Request } from "express";
import { contextOf } from "../api/request-context";
import { idParam, parseInput, parsePatch } from "../api/middleware/validate";
import {
  createGroupSchema,
  groupMembersSchema,
  listGroupsSchema,
  updateGroupSchema,
} from "../shared/group.schema";
import { createGroup } from "./create-group.handler";
import { deleteGroup } from "./delete-group.handler";
import { getGroup } from "./get-group.handler";
import { listGroups } from "./list-groups.handler";
import { updateGroupMembers } from "./update-group-members.handler";
import { updateGroup } from "./update-group.handler";

/** The path id, inside the input as every handler takes it. */
const idOf = (req: Request) => ({ id: idParam(req.params) });

/** /api/groups (issue 4), for console roles. */
export function groupsRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listGroups({ ctx: contextOf(req), input: parseInput(listGroupsSchema, req.query) }));
  });
  router.post("/", async (req, res) => {
    res.status(201).json({
      data: await createGroup({ ctx: contextOf(req), input: parseInput(createGroupSchema, req.body) }),
    });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await getGroup({ ctx: contextOf(req), input: idOf(req) }) });
  });
  router.patch("/:id", async (req, res) => {
    res.json({
      data: await updateGroup({
        ctx: contextOf(req),
        input: { ...parsePatch(updateGroupSchema, req.body), ...idOf(req) },
      }),
    });
  });
  router.delete("/:id", async (req, res) => {
    await deleteGroup({ ctx: contextOf(req), input: idOf(req) });
    res.status(204).end();
  });
  router.post("/:id/members", async (req, res) => {
    res.json({
      data: await updateGroupMembers({
        ctx: contextOf(req),
        input: { ...parseInput(groupMembersSchema, req.body), ...idOf(req) },
      }),
    });
  });
  return router;
}
