import { Router } from "express";
import { contextOf } from "../api/request-context";
import { dataRoute, fromBody, fromQuery, pageRoute, patchOf, pathId } from "../api/data-route";
import { parseInput } from "../api/middleware/validate";
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

/** /api/groups (issue 4), for console roles. */
export function groupsRouter() {
  const router = Router();
  router.get("/", pageRoute(listGroups, fromQuery(listGroupsSchema)));
  router.post("/", dataRoute(createGroup, fromBody(createGroupSchema), 201));
  router.get("/:id", dataRoute(getGroup, pathId));
  router.patch("/:id", dataRoute(updateGroup, patchOf(updateGroupSchema)));
  router.delete("/:id", async (req, res) => {
    await deleteGroup({ ctx: contextOf(req), input: pathId(req) });
    res.status(204).end();
  });
  router.post(
    "/:id/members",
    dataRoute(updateGroupMembers, (req) => ({ ...parseInput(groupMembersSchema, req.body), ...pathId(req) })),
  );
  return router;
}
