import { Badge } from "@chakra-ui/react";
import type { TeamRole, TeamStatus } from "@shared/team.schema";

const STATUS: Record<TeamStatus, { label: string; palette: string }> = {
  invited: { label: "Invited", palette: "orange" },
  active: { label: "Active", palette: "green" },
  disabled: { label: "Disabled", palette: "red" },
};

export function TeamStatusBadge({ status }: { status: TeamStatus }) {
  return (
    <Badge colorPalette={STATUS[status].palette} variant="subtle">
      {STATUS[status].label}
    </Badge>
  );
}

export function TeamRoleBadge({ role }: { role: TeamRole }) {
  return (
    <Badge colorPalette={role === "admin" ? "brand" : "gray"} variant="outline">
      {role === "admin" ? "Admin" : "Staff"}
    </Badge>
  );
}
