import { Alert, Box, Button, CloseButton, Dialog, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Lookups } from "@shared/program";
import { scheduleInputSchema, type Schedule, type ScheduleInput } from "@shared/schedule.schema";
import { WEEKDAYS } from "@shared/school-calendar";
import { useEffect, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useArchiveSchedule, useSaveSchedule, useSetOccurrenceCancelled } from "../api/save-schedule";

export interface SessionDialogState {
  schedule: Schedule | null;
  /** The occurrence clicked on the calendar, for "cancel this date". */
  occurrence: { date: string; cancelled: boolean; cancelReason: string | null } | null;
  defaults: Partial<ScheduleInput>;
}

/** Create or edit a weekly session; cancel or restore the clicked occurrence. */
export function SessionDialog({ state, lookups, onClose }: { state: SessionDialogState | null; lookups: Lookups; onClose: () => void }) {
  const save = useSaveSchedule();
  const archive = useArchiveSchedule();
  const setCancelled = useSetOccurrenceCancelled();
  const [clash, setClash] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const form = useForm<ScheduleInput>({ resolver: zodResolver(scheduleInputSchema) });
  const { register, handleSubmit, reset, setError, watch, setValue, formState: { errors } } = form;

  useEffect(() => {
    if (!state) return;
    setClash(null);
    setReason("");
    const s = state.schedule;
    const firstProgram = lookups.programs.find((p) => p.status !== "archived");
    reset(
      s
        ? { programId: s.programId, groupId: s.groupId, dayOfWeek: s.dayOfWeek, startTime: s.startTime, endTime: s.endTime, room: s.room, instructorId: s.instructorId, startDate: s.startDate, endDate: s.endDate }
        : {
            programId: firstProgram?._id ?? "", groupId: firstProgram?.groupIds[0] ?? "", dayOfWeek: 1, startTime: "17:00", endTime: "18:00", room: lookups.rooms[0] ?? "",
            instructorId: lookups.instructors[0]?._id ?? "", startDate: firstProgram?.startDate ?? "", endDate: firstProgram?.endDate ?? "", ...state.defaults,
          },
    );
  }, [state, lookups, reset]);

  const programId = watch("programId");
  const program = lookups.programs.find((p) => p._id === programId);
  const groups = lookups.groups.filter((g) => program?.groupIds.includes(g._id));

  const submit = (input: ScheduleInput) => {
    setClash(null);
    const run = () =>
      save.mutate(
        { id: state?.schedule?._id, input },
        {
          onSuccess: () => {
            toast.success(state?.schedule ? "Session saved." : "Session added.");
            onClose();
          },
          onError: (err) => {
            if (err instanceof ApiError && err.status === 409) setClash(err.message);
            if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
              for (const [field, message] of Object.entries(err.fields)) setError(field as Path<ScheduleInput>, { message });
              if (err.status !== 409) toast.error(err.message);
            } else if (!(err instanceof ApiError && err.status === 409)) toastErrorWithRetry(`The session could not be saved. ${err.message}`, run, "schedule-save");
          },
        },
      );
    run();
  };

  const occurrence = state?.occurrence;
  const toggleOccurrence = () => {
    if (!state?.schedule || !occurrence) return;
    const cancel = !occurrence.cancelled;
    const run = () =>
      setCancelled.mutate(
        { id: state.schedule!._id, input: { date: occurrence.date, reason: reason.trim() }, cancel },
        {
          onSuccess: () => {
            toast.success(cancel ? `Cancelled the session on ${occurrence.date}.` : `Restored the session on ${occurrence.date}.`);
            onClose();
          },
          onError: (err) => {
            if (err instanceof ApiError && err.fields.reason) toast.error(err.fields.reason);
            else toastErrorWithRetry(`That could not be saved. ${err.message}`, run, "schedule-occurrence");
          },
        },
      );
    run();
  };

  return (
    <Dialog.Root open={Boolean(state)} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={handleSubmit(submit)} noValidate style={{ display: "contents" }}>
            <Dialog.Header>
              <Dialog.Title>{state?.schedule ? "Edit weekly session" : "New weekly session"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {clash && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{clash}</Alert.Title>
                  </Alert.Root>
                )}
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField label="Program" required error={errors.programId?.message}>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        {...register("programId", {
                          onChange: (e) => {
                            const p = lookups.programs.find((x) => x._id === e.target.value);
                            if (p) {
                              setValue("groupId", p.groupIds[0] ?? "");
                              setValue("startDate", p.startDate);
                              setValue("endDate", p.endDate);
                            }
                          },
                        })}
                      >
                        {lookups.programs.filter((p) => p.status !== "archived" || p._id === programId).map((p) => (
                          <option key={p._id} value={p._id}>
                            {p.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label="Group" required error={errors.groupId?.message}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register("groupId")}>
                        {groups.length === 0 && <option value="">This program has no groups</option>}
                        {groups.map((g) => (
                          <option key={g._id} value={g._id}>
                            {g.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label="Day" required error={errors.dayOfWeek?.message}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register("dayOfWeek", { valueAsNumber: true })}>
                        {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                          <option key={d} value={d}>
                            {WEEKDAYS[d]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label="Instructor" required error={errors.instructorId?.message}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register("instructorId")}>
                        {lookups.instructors.map((i) => (
                          <option key={i._id} value={i._id}>
                            {i.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label="Starts at" required error={errors.startTime?.message}>
                    <Input type="time" {...register("startTime")} />
                  </FormField>
                  <FormField label="Ends at" required error={errors.endTime?.message}>
                    <Input type="time" {...register("endTime")} />
                  </FormField>
                  <FormField label="Room" required error={errors.room?.message}>
                    <Input {...register("room")} list="schedule-rooms" autoComplete="off" />
                  </FormField>
                  <Box />
                  <FormField label="First date" required error={errors.startDate?.message} helper={program ? `Term ${program.startDate} to ${program.endDate}` : undefined}>
                    <Input type="date" {...register("startDate")} min={program?.startDate} max={program?.endDate} />
                  </FormField>
                  <FormField label="Last date" required error={errors.endDate?.message}>
                    <Input type="date" {...register("endDate")} min={program?.startDate} max={program?.endDate} />
                  </FormField>
                </SimpleGrid>
                <datalist id="schedule-rooms">
                  {lookups.rooms.map((r) => (
                    <option key={r} value={r} />
                  ))}
                </datalist>
                {state?.schedule && occurrence && (
                  <Box borderWidth="1px" borderRadius="md" p="3">
                    <Text fontWeight="medium" mb="2">
                      {occurrence.cancelled ? `Cancelled on ${occurrence.date}${occurrence.cancelReason ? `: ${occurrence.cancelReason}` : ""}` : `Only on ${occurrence.date}`}
                    </Text>
                    <HStack align="flex-end" gap="2" flexWrap="wrap">
                      {!occurrence.cancelled && (
                        <Box flex="1" minW="48">
                          <FormField label="Reason for cancelling">
                            <Input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Studio closed for the holiday" />
                          </FormField>
                        </Box>
                      )}
                      <Button variant="outline" colorPalette={occurrence.cancelled ? "green" : "orange"} onClick={toggleOccurrence} loading={setCancelled.isPending} disabled={!occurrence.cancelled && reason.trim() === ""}>
                        {occurrence.cancelled ? "Restore this date" : "Cancel this date"}
                      </Button>
                    </HStack>
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {state?.schedule && (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  me="auto"
                  loading={archive.isPending}
                  onClick={() =>
                    archive.mutate(state.schedule!._id, {
                      onSuccess: () => {
                        toast.success("Session removed from the schedule. Its attendance history is kept.");
                        onClose();
                      },
                      onError: (err) => toast.error(`The session could not be removed. ${err.message}`),
                    })
                  }
                >
                  Remove session
                </Button>
              )}
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" colorPalette="brand" loading={save.isPending}>
                {state?.schedule ? "Save session" : "Add session"}
              </Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
