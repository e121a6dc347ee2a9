import { z } from "zod";
import { docIdSchema, uidSchema } from "./id.schema";
import { checkAgeOrder } from "./range-checks";
import { requiredText } from "./text-fields.schema";

/** A class group: students belong through `students.groupIds`. */
export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.string(),
  ageRange: z.object({ min: z.number(), max: z.number() }),
  instructorIds: z.array(z.string()),
  capacity: z.number(),
  color: z.string().meta({ examples: ["#8b5cf6"] }),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Group = z.infer<typeof groupSchema>;

/**
 * A group in lists and on its page. Its places are taken by its active students (`memberCount`,
 * what the register and an announcement's audience count too); the waitlisted and inactive ones
 * are counted beside them.
 */
export const groupWithCountSchema = groupSchema.extend({
  memberCount: z.number().int(),
  waitlistCount: z.number().int(),
  inactiveCount: z.number().int(),
});
export type GroupWithCount = z.infer<typeof groupWithCountSchema>;

const age = z.coerce
  .number({ error: "Enter an age." })
  .int("Whole years.")
  .min(2, "At least 2.")
  .max(99, "At most 99.");

export const groupFieldsSchema = z.object({
  name: requiredText("Name is required.", 80),
  description: z.string().trim().max(1000, "At most 1000 characters.").default(""),
  level: z.string().trim().max(40, "At most 40 characters.").default(""),
  ageRange: z.object({ min: age, max: age }).default({ min: 2, max: 99 }),
  instructorIds: z.array(uidSchema).max(20, "At most 20 instructors.").default([]),
  capacity: z.coerce
    .number({ error: "Enter a capacity." })
    .int("Whole number.")
    .min(1, "At least 1.")
    .max(500, "At most 500."),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #7c3aed.")
    .default("#8b5cf6"),
});

export const createGroupSchema = groupFieldsSchema.superRefine(checkAgeOrder);
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type GroupFields = z.output<typeof createGroupSchema>;

export const updateGroupSchema = groupFieldsSchema.partial().strict().superRefine(checkAgeOrder);
export type UpdateGroupFields = z.output<typeof updateGroupSchema>;

export const GROUP_MEMBERS_MAX = 500;

/** POST /api/groups/:id/members */
export const groupMembersSchema = z
  .object({
    add: z.array(docIdSchema).max(GROUP_MEMBERS_MAX, `At most ${GROUP_MEMBERS_MAX} at once.`).default([]),
    remove: z.array(docIdSchema).max(GROUP_MEMBERS_MAX, `At most ${GROUP_MEMBERS_MAX} at once.`).default([]),
  })
  .strict()
  .refine((v) => v.add.length + v.remove.length > 0, {
    message: "Name at least one student to add or remove.",
    path: ["add"],
  })
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), {
    message: "A student cannot be both added and removed.",
    path: ["remove"],
  });
export type GroupMembersInput = z.input<typeof groupMembersSchema>;

export const groupMembersResultSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  memberCount: z.number().int(),
  capacity: z.number().int(),
  overCapacity: z
    .boolean()
    .describe("True when the group now has more members than its capacity (allowed, shown as a warning)."),
});
export type GroupMembersResult = z.infer<typeof groupMembersResultSchema>;

/** GET /api/groups */
export const listGroupsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  cursor: z.string().min(1).max(2000).optional(),
});
