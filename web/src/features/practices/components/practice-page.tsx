import { Badge, Box, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { Practice } from "@shared/practice.schema";
import type { Lookups } from "@shared/program";
import { nextFriday, todayIn } from "@shared/school-calendar";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CursorListStates } from "@/components/ui/load-more-button";
import { allQueries, EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { LazyTabs } from "@/components/ui/lazy-tabs";
import { ApiError } from "@/lib/api-client";
import { useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { usePractice } from "../api/get-practice";
import { usePractices } from "../api/list-practices";
import { useCancelPractice } from "../api/save-practice";
import { PracticeForm } from "./practice-form";
import { CancelReasonField } from "@/components/ui/cancel-reason-field";

const STATUS_COLOR = { planned: "blue", held: "green", cancelled: "orange" } as const;

function PracticeList({
  when,
  groupName,
  onEdit,
  onCancel,
}: {
  when: "upcoming" | "past";
  groupName: (id: string) => string;
  onEdit: (id: string) => void;
  onCancel: (p: Practice) => void;
}) {
  const school = useSchoolFormat();
  const list = usePractices(when);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <CursorListStates
      pages={list}
      count={rows.length}
      skeleton={{ rows: 4 }}
      noun="practices"
      empty={<EmptyView title={when === "upcoming" ? "No upcoming practices" : "No past practices"} />}
      testId={`practices-${when}`}
    >
      {rows.map((p) => (
        <Box key={p._id} borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid={`practice-${p.date}`}>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Box minW="0">
              <Text fontWeight="semibold">
                {school.longDate(p.date)} · {p.startTime}–{p.endTime}{" "}
                <Badge colorPalette={STATUS_COLOR[p.status]} ms="1">
                  {p.status}
                </Badge>
              </Text>
              <Text>{p.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[p.location, p.groupIds.map(groupName).join(", ")].filter(Boolean).join(" · ")}
                {p.status === "cancelled" && p.cancelReason ? ` · Cancelled: ${p.cancelReason}` : ""}
              </Text>
            </Box>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => onEdit(p._id)}>
                Edit
              </Button>
              {p.status !== "cancelled" && (
                <Button size="sm" variant="outline" colorPalette="orange" onClick={() => onCancel(p)}>
                  Cancel
                </Button>
              )}
              <Button asChild size="sm" colorPalette="brand" variant="subtle">
                <RouterLink
                  to={`/students/attendance?date=${p.date}&session=practice:${encodeURIComponent(p._id)}`}
                >
                  Take attendance
                </RouterLink>
              </Button>
            </HStack>
          </HStack>
        </Box>
      ))}
    </CursorListStates>
  );
}

/** /students/create-friday-practice (?edit=<id> to edit one). */
export function PracticePage() {
  const lookups = useLookups();
  const [params, setParams] = useSearchParams();
  const editId = params.get("edit");
  const editing = usePractice(editId);
  const cancel = useCancelPractice();
  const [cancelling, setCancelling] = useState<Practice | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const groupName = (id: string) => lookups.data?.groups.find((g) => g._id === id)?.name ?? id;
  const school = useSchoolFormat();
  const today = todayIn(school.timeZone);
  const edit = (id: string) => {
    setParams({ edit: id });
    window.scrollTo({ top: 0 });
  };
  const askToCancel = (p: Practice) => {
    setCancelling(p);
    setReason("");
    setReasonError(undefined);
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling._id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(`Practice on ${school.longDate(cancelling.date)} cancelled.`);
          setCancelling(null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields.reason) setReasonError(err.fields.reason);
          else
            toastErrorWithRetry(
              `The practice could not be cancelled. ${err.message}`,
              confirmCancel,
              "practice-cancel",
            );
        },
      },
    );
  };

  const form = (loaded: Lookups, practice: Practice | null) => (
    <PracticeForm
      lookups={loaded}
      editing={practice}
      defaultDate={nextFriday(today)}
      onDone={() => setParams({})}
    />
  );

  return (
    <Box>
      <PageHeader
        title="Create Friday Practice"
        description="Plan the weekly Friday practice, and take its attendance."
      />
      <Stack gap="6">
        {editId ? (
          <QueryStates query={allQueries(lookups, editing)} noun="practice" skeleton={{ rows: 6 }}>
            {([loaded, practice]) => form(loaded, practice)}
          </QueryStates>
        ) : (
          <QueryStates query={lookups} noun="groups and programs" skeleton={{ rows: 6 }}>
            {(loaded) => form(loaded, null)}
          </QueryStates>
        )}
        <Card.Root>
          <Card.Body>
            <LazyTabs
              tabs={(["upcoming", "past"] as const).map((when) => ({
                value: when,
                label: when === "upcoming" ? "Upcoming" : "Past",
                panel: (
                  <PracticeList when={when} groupName={groupName} onEdit={edit} onCancel={askToCancel} />
                ),
              }))}
            />
          </Card.Body>
        </Card.Root>
      </Stack>
      <ConfirmDialog
        open={Boolean(cancelling)}
        title="Cancel this practice?"
        body={
          <Stack>
            <Text>{cancelling ? `${school.longDate(cancelling.date)}: ${cancelling.title}` : ""}</Text>
            <CancelReasonField
              label="Reason"
              required
              error={reasonError}
              value={reason}
              onChange={setReason}
            />
          </Stack>
        }
        confirmLabel="Cancel practice"
        destructive
        loading={cancel.isPending}
        onConfirm={() =>
          reason.trim() ? confirmCancel() : setReasonError("Say why the practice is cancelled.")
        }
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}

export default PracticePage;
