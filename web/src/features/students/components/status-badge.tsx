import type { StudentStatus } from "@shared/student";
import { ValueBadge } from "@/components/ui/value-badge";

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
  return <ValueBadge value={status} palette={PALETTE} labels={LABEL} />;
}
