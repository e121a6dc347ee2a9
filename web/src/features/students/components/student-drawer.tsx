import { Alert, Button, HStack, Tabs, Text, type ButtonProps } from "@chakra-ui/react";
import type { Student } from "@shared/student";
import { ageOn } from "@shared/student.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { DetailDrawer } from "@/components/ui/detail-drawer";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryStates } from "@/components/ui/load-states";
import { archiveToggle } from "@/components/ui/archive-toggle";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useAuth } from "@/lib/auth/use-auth";
import type { Lookup } from "@/lib/lookups";
import { restoreStudent, useDeleteStudent, useStudentAction } from "../api/archive-student";
import { useStudent } from "../api/get-student";
import { AttendanceTab } from "./attendance-tab";
import { CreditsTab } from "./credits-tab";
import { GuardiansTab } from "./guardians-tab";
import { StatusBadge } from "./status-badge";
import { StudentProfileForm } from "./student-profile-form";
import { VideosTab } from "./videos-tab";

/** A student's profile: tabs Profile, Groups & programs, Attendance, Videos, Notes, and the actions. */
export function StudentDrawer({
  id,
  onClose,
  groups,
  programs,
}: {
  id: string;
  onClose: () => void;
  groups?: Lookup[] | undefined;
  programs?: Lookup[] | undefined;
}) {
  const student = useStudent(id);
  const action = useStudentAction();
  const remove = useDeleteStudent();
  const { auth } = useAuth();
  const qc = useQueryClient();
  const [confirm, setConfirm] = useState<"archive" | "delete" | null>(null);
  const s = student.data;

  const setArchived = archiveToggle<Student>({
    // The Undo outlives this drawer (it closes so the toast can be reached), so a restore calls
    // the API directly rather than this component's mutation.
    write: async (st, archived) => {
      if (!archived) return restoreStudent(qc, st._id).then(() => st);
      await action.mutateAsync({ id: st._id, action: "archive" });
      setConfirm(null);
      onClose();
      return st;
    },
    name: (st) => `${st.firstName} ${st.lastName}`,
    resource: "student",
  });

  const invite = (st: Student) =>
    action.mutate(
      { id: st._id, action: "invite" },
      {
        onSuccess: () => toast.success(`A new invitation is on its way to ${st.email}.`),
        onError: (err) =>
          toastErrorWithRetry(
            `The invitation could not be sent. ${err.message}`,
            () => invite(st),
            "student-invite",
          ),
      },
    );

  /** The drawer's buttons for `st`, in order: restore an archived student, else archive or invite. */
  const studentActions = (st: Student) => {
    const archived = st.status === "archived";
    const all: [shown: boolean, label: string, props: ButtonProps][] = [
      [archived, "Restore", { colorPalette: "brand", onClick: () => void setArchived(st, false) }],
      [!archived, "Archive", { variant: "outline", onClick: () => setConfirm("archive") }],
      [
        !archived && Boolean(st.email),
        "Resend invite",
        {
          variant: "outline",
          onClick: () => invite(st),
          loading: action.isPending && action.variables?.action === "invite",
        },
      ],
      [
        archived && auth.user?.role === "admin",
        "Delete permanently",
        { variant: "outline", colorPalette: "red", onClick: () => setConfirm("delete") },
      ],
    ];
    return all.filter(([shown]) => shown).map(([, label, props]) => [label, props] as const);
  };

  return (
    <DetailDrawer
      open
      onClose={onClose}
      title={s ? `${s.firstName} ${s.lastName}` : "Student"}
      subtitle={
        s && (
          <HStack gap="2" mt="1">
            <StatusBadge status={s.status} />
            <Text fontSize="sm" color="fg.muted">
              Age {ageOn(s.dateOfBirth)} · {s.authUid ? "Has an account" : "No account"}
            </Text>
          </HStack>
        )
      }
    >
      <QueryStates query={student} noun="student" skeleton={{ rows: 6 }}>
        {(s) => (
          <>
            {s.status === "archived" && (
              <Alert.Root status="warning" mb="4">
                <Alert.Indicator />
                <Alert.Title>This student is archived. Restore them to edit.</Alert.Title>
              </Alert.Root>
            )}
            <HStack gap="2" mb="4" wrap="wrap">
              {studentActions(s).map(([label, props]) => (
                <Button key={label} size="sm" {...props}>
                  {label}
                </Button>
              ))}
            </HStack>
            <Tabs.Root defaultValue="profile" variant="line" lazyMount>
              {/* One line of tabs that scrolls sideways on a narrow drawer, rather than labels that wrap into each other. */}
              <Tabs.List
                mb="4"
                overflowX="auto"
                overflowY="hidden"
                css={{ "& > [role=tab]": { whiteSpace: "nowrap", flexShrink: 0, px: "1.5" } }}
              >
                <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
                <Tabs.Trigger value="groups">Groups & programs</Tabs.Trigger>
                <Tabs.Trigger value="attendance">Attendance</Tabs.Trigger>
                <Tabs.Trigger value="videos">Videos</Tabs.Trigger>
                <Tabs.Trigger value="guardians">Guardians</Tabs.Trigger>
                <Tabs.Trigger value="credits">Make-up credits</Tabs.Trigger>
                <Tabs.Trigger value="notes">Notes</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="profile">
                <StudentProfileForm student={s} section="profile" readOnly={s.status === "archived"} />
              </Tabs.Content>
              <Tabs.Content value="groups">
                <StudentProfileForm
                  student={s}
                  section="groups"
                  groups={groups}
                  programs={programs}
                  readOnly={s.status === "archived"}
                />
              </Tabs.Content>
              <Tabs.Content value="attendance">
                <AttendanceTab studentId={s._id} />
              </Tabs.Content>
              <Tabs.Content value="videos">
                <VideosTab studentId={s._id} />
              </Tabs.Content>
              <Tabs.Content value="guardians">
                <GuardiansTab studentId={s._id} readOnly={s.status === "archived"} />
              </Tabs.Content>
              <Tabs.Content value="credits">
                <CreditsTab studentId={s._id} programIds={s.programIds} readOnly={s.status === "archived"} />
              </Tabs.Content>
              <Tabs.Content value="notes">
                <StudentProfileForm student={s} section="notes" readOnly={s.status === "archived"} />
              </Tabs.Content>
            </Tabs.Root>
            <ConfirmDialog
              open={confirm === "archive"}
              title="Archive this student?"
              body={`${s.firstName} ${s.lastName} leaves the register and their app account is disabled. You can restore them at any time.`}
              confirmLabel="Archive"
              loading={action.isPending}
              onConfirm={() => void setArchived(s, true)}
              onClose={() => setConfirm(null)}
            />
            <ConfirmDialog
              open={confirm === "delete"}
              title="Delete permanently?"
              body={`This erases ${s.firstName} ${s.lastName}'s record and account. It cannot be undone.`}
              confirmLabel="Delete permanently"
              destructive
              loading={remove.isPending}
              onConfirm={() =>
                remove.mutate(s._id, {
                  onSuccess: () => {
                    toast.success("The student is deleted.");
                    onClose();
                  },
                  onError: (err) =>
                    toastErrorWithRetry(
                      `The student could not be deleted. ${(err as Error).message}`,
                      () => remove.mutate(s._id),
                      "student-delete",
                    ),
                })
              }
              onClose={() => setConfirm(null)}
            />
          </>
        )}
      </QueryStates>
    </DetailDrawer>
  );
}
