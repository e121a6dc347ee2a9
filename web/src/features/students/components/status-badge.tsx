import { Badge } from "@chakra-ui/react";
import type { StudentStatus } from "@shared/student";

const PALETTE: Record<StudentStatus, string> = {
  active: "green",
  waitlist: "orange",
  inactive: "gray",
  archived: "red",
};
const LABEL: Record<StudentStatus, string> = {
  active: "Active",
  waitlist: "Waitlist",
  inactive: "Inactive",
  archived: "Archived",
};

export function StatusBadge({ status }: { status: StudentStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {LABEL[status]}
    </Badge>
  );
}
