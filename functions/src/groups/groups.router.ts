import { consoleRouter } from "../api/route-table-router";
import { groupRoutes } from "../shared/group.routes";
import { createGroup } from "./create-group.handler";
import { deleteGroup } from "./delete-group.handler";
import { getGroup } from "./get-group.handler";
import { listGroups } from "./list-groups.handler";
import { updateGroupMembers } from "./update-group-members.handler";
import { updateGroup } from "./update-group.handler";

/** /api/groups: the handlers of `groupRoutes`. */
export function groupsRouter() {
  return consoleRouter(groupRoutes, {
    list: listGroups,
    create: createGroup,
    get: getGroup,
    update: updateGroup,
    delete: deleteGroup,
    members: updateGroupMembers,
  });
}
