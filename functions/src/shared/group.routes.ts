import { idParamsSchema } from "./id.schema";
import {
  createGroupSchema,
  groupMembersResultSchema,
  groupMembersSchema,
  groupWithCountSchema,
  listGroupsSchema,
  updateGroupSchema,
} from "./group.schema";
import { data, defineRoutes, empty, page } from "./route-contract";

/** /api/groups: class groups, for console roles. */
export const groupRoutes = defineRoutes(
  { base: "/groups", tag: "Groups", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Groups by name, each with its member count",
      query: listGroupsSchema,
      answer: page(groupWithCountSchema),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Create a group",
      body: createGroupSchema,
      answer: data(groupWithCountSchema, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One group, with its member count",
      params: idParamsSchema,
      answer: data(groupWithCountSchema),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a group (only the fields sent)",
      params: idParamsSchema,
      body: updateGroupSchema,
      patch: true,
      answer: data(groupWithCountSchema),
    },
    delete: {
      method: "DELETE",
      path: "/:id",
      summary: "Delete a group (409 while it has students)",
      params: idParamsSchema,
      answer: empty,
    },
    members: {
      method: "POST",
      path: "/:id/members",
      summary: "Add and remove students",
      params: idParamsSchema,
      body: groupMembersSchema,
      answer: data(groupMembersResultSchema),
    },
  },
);
