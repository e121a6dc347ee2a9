import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { seatRoutes } from "@shared/seats.routes";
import type { StaffCredit } from "@shared/seats.schema";
import { Ticket } from "lucide-react";
import { useState } from "react";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { useAuth } from "@/lib/auth/use-auth";
import { useProgramOptions } from "@/lib/lookups";
import type { SchoolFormat } from "@/lib/school-format";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useStudentCredits } from "../api/student-credits";
import { ExtendCreditDialog, IssueCreditDialog, VoidCreditDialog } from "./credit-dialogs";

const STATUS = {
  open: ["Open", "green"],
  used: ["Booked", "blue"],
  expired: ["Expired", "orange"],
  void: ["Void", "gray"],
} as const;

type Dialog = { kind: "issue" } | { kind: "extend" | "void"; credit: StaffCredit } | null;

/** Where the credit came from and where it went, in the school's date format. */
function creditLines(c: StaffCredit, school: SchoolFormat): string[] {
  const on = (k: { date: string; startTime: string; sessionName: string }) =>
    `${k.sessionName} on ${school.date(k.date)}${k.startTime ? ` at ${k.startTime}` : ""}`;
  const lines = [
    c.earnedFrom
      ? `Earned by reporting an absence from ${on(c.earnedFrom)}`
      : c.source === "reported-absence"
        ? "Earned by reporting an absence"
        : `Issued by hand${c.reason ? `: ${c.reason}` : ""}`,
  ];
  if (c.booking) lines.push(`Books ${on(c.booking)}`);
  const expiry = { open: "Expires", used: "Expires", expired: "Expired", void: "Would have expired" }[
    c.status
  ];
  lines.push(`${expiry} ${school.date(c.expiresAt)}`);
  return lines;
}

/**
 * The student record's "Make-up credits" tab: each credit's status, where it came from, its expiry
 * and booking; the roles the API lets change credits issue, extend and void them with a reason.
 */
export function CreditsTab({
  studentId,
  programIds,
  readOnly,
}: {
  studentId: string;
  programIds: readonly string[];
  readOnly: boolean;
}) {
  const q = useStudentCredits(studentId);
  const programs = useProgramOptions();
  const school = useSchoolFormat();
  const role = useAuth().auth.user?.role;
  const [dialog, setDialog] = useState<Dialog>(null);
  const canChange =
    !readOnly && role !== undefined && (seatRoutes.issueCredit.callers as readonly string[]).includes(role);
  const programList = programs.data ?? [];
  const close = () => setDialog(null);

  return (
    <Stack gap="4">
      {canChange && (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted">
            A credit books one make-up class before it expires.
          </Text>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={programList.length === 0}
            onClick={() => setDialog({ kind: "issue" })}
          >
            <Ticket aria-hidden /> Issue a credit
          </Button>
        </HStack>
      )}
      <QueryStates
        query={q}
        noun="make-up credits"
        skeleton={{ rows: 2 }}
        empty={
          <EmptyView
            icon={<Ticket />}
            title="No make-up credits"
            description="A credit appears when the family reports an absence in time, or when staff issue one."
          />
        }
      >
        {(credits) => (
          <Stack as="ul" gap="2" aria-label="Make-up credits" listStyleType="none">
            {credits.map((c) => {
              const [label, palette] = STATUS[c.status];
              const changeable = canChange && (c.status === "open" || c.status === "expired");
              return (
                <Box as="li" key={c._id} borderWidth="1px" borderRadius="md" p="3">
                  <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                    <Box minW="0">
                      <HStack gap="2" mb="1">
                        <Text fontWeight="medium">{c.programName ?? "A program no longer listed"}</Text>
                        <Badge colorPalette={palette}>{label}</Badge>
                      </HStack>
                      {creditLines(c, school).map((line) => (
                        <Text key={line} fontSize="sm" color="fg.muted">
                          {line}
                        </Text>
                      ))}
                    </Box>
                    {changeable && (
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setDialog({ kind: "extend", credit: c })}
                        >
                          Extend
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setDialog({ kind: "void", credit: c })}
                        >
                          Void
                        </Button>
                      </HStack>
                    )}
                  </HStack>
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryStates>
      {dialog?.kind === "issue" && (
        <IssueCreditDialog
          studentId={studentId}
          programs={programList}
          defaultProgramId={
            programIds.find((id) => programList.some((p) => p._id === id)) ?? programList[0]?._id ?? ""
          }
          onClose={close}
        />
      )}
      {dialog?.kind === "extend" && <ExtendCreditDialog credit={dialog.credit} onClose={close} />}
      {dialog?.kind === "void" && <VoidCreditDialog credit={dialog.credit} onClose={close} />}
    </Stack>
  );
}
