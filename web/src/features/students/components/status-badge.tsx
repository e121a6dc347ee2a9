import { STUDENT_STATUS_LABELS, type StudentStatus } from "@shared/student";
import { ValueBadge } from "@/components/ui/value-badge";

const PALETTE: Record<StudentStatus, string> = {
  active: "green",
  waitlist: "orange",
  inactive: "gray",
  archived: "red",
};

export function StatusBadge({ status }: { status: StudentStatus }) {
  return <ValueBadge value={status} palette={PALETTE} labels={STUDENT_STATUS_LABELS} />;
}
