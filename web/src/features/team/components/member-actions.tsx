import { IconButton, Menu, Portal } from "@chakra-ui/react";
import type { TeamMember } from "@shared/team.schema";
import { MoreVertical } from "lucide-react";
import type { TeamAction } from "../api/change-team-member";

/** What each action is called in the menu, and what its confirmation says (none: no confirmation). */
export function describeAction(member: TeamMember, action: TeamAction) {
  const name = member.displayName;
  switch (action.kind) {
    case "role":
      return action.role === "admin"
        ? {
            label: "Make admin",
            confirm: `${name} will manage the team, settings and publishing. They sign in again to get the new role.`,
          }
        : {
            label: "Make staff",
            confirm: `${name} will no longer manage the team or settings. Their open sessions end within a minute.`,
          };
    case "disable":
      return {
        label: "Disable account",
        confirm: `${name} will not be able to sign in, and their open sessions end within a minute. You can enable the account again.`,
      };
    case "enable":
      return { label: "Enable account", confirm: null };
    case "resend":
      return { label: "Resend invitation", confirm: null };
    case "revoke":
      return {
        label: "Revoke invitation",
        confirm: `The invitation to ${member.email} is withdrawn and its link stops working. The unused account is deleted.`,
      };
  }
}

/** The actions that make sense for a member in their status. */
export function actionsFor(member: TeamMember): TeamAction[] {
  const role: TeamAction = { kind: "role", role: member.role === "admin" ? "staff" : "admin" };
  if (member.status === "invited") return [{ kind: "resend" }, role, { kind: "revoke" }];
  if (member.status === "disabled") return [{ kind: "enable" }, role];
  return [role, { kind: "disable" }];
}

export function MemberActions({
  member,
  onAction,
}: {
  member: TeamMember;
  onAction: (action: TeamAction) => void;
}) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions for ${member.displayName}`} variant="ghost" size="sm">
          <MoreVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {actionsFor(member).map((action) => {
              const danger = action.kind === "disable" || action.kind === "revoke";
              return (
                <Menu.Item
                  key={action.kind}
                  value={action.kind}
                  color={danger ? "fg.error" : undefined}
                  // Its own click, as in the header's account menu (see there why not onSelect).
                  onClick={() => onAction(action)}
                >
                  {describeAction(member, action).label}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
