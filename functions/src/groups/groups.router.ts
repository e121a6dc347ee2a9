import { Router } from "express";
import { bodyWithId, dataRoute, noContentRoute, pathId } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import * as schema from "../shared/group.schema";
import { createGroup } from "./create-group.handler";
import { deleteGroup } from "./delete-group.handler";
import { getGroup } from "./get-group.handler";
import { listGroups } from "./list-groups.handler";
import { updateGroupMembers } from "./update-group-members.handler";
import { updateGroup } from "./update-group.handler";

/** /api/groups (issue 4), for console roles. */
export function groupsRouter() {
  const router = Router();
  addResourceRoutes(router, {
    list: [schema.listGroupsSchema, listGroups],
    create: [schema.createGroupSchema, createGroup],
    get: getGroup,
    patch: [schema.updateGroupSchema, updateGroup],
  });
  router.delete("/:id", noContentRoute(deleteGroup, pathId));
  router.post("/:id/members", dataRoute(updateGroupMembers, bodyWithId(schema.groupMembersSchema)));
  return router;
}
