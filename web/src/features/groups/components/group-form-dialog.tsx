import { Button, Dialog, Input, Portal, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  createGroupSchema,
  type CreateGroupInput,
  type GroupFields,
  type GroupWithCount,
} from "@shared/group.schema";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useSaveGroup } from "../api/save-group";

const blank: CreateGroupInput = {
  name: "",
  description: "",
  level: "",
  ageRange: { min: 4, max: 18 },
  capacity: 16,
  color: "#8b5cf6",
  instructorIds: [],
};

/** Create or edit a group, with the API's schema for field errors. */
export function GroupFormDialog({
  group,
  open,
  onClose,
}: {
  group?: GroupWithCount | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveGroup();
  const values: CreateGroupInput = group
    ? {
        name: group.name,
        description: group.description,
        level: group.level,
        ageRange: group.ageRange,
        capacity: group.capacity,
        color: group.color,
        instructorIds: group.instructorIds,
      }
    : blank;
  const { register, handleSubmit, formState, setError } = useForm<CreateGroupInput, unknown, GroupFields>({
    resolver: zodResolver(createGroupSchema),
    values,
    mode: "onTouched",
  });
  const e = formState.errors;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: group?._id, input });
      toast.success(group ? "The group is saved." : `${input.name} is created.`);
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toastErrorWithRetry(
          `The group could not be saved. ${(err as Error).message}`,
          () => void submit(),
          "group-save",
        );
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              onSubmit={(ev) => {
                ev.preventDefault();
                void submit();
              }}
              noValidate
            >
              <Dialog.Header>
                <Dialog.Title>{group ? "Edit group" : "New group"}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label="Name" required error={e.name?.message}>
                    <Input {...register("name")} />
                  </FormField>
                  <SimpleGrid columns={2} gap="4">
                    <FormField label="Level" error={e.level?.message}>
                      <Input {...register("level")} />
                    </FormField>
                    <FormField label="Capacity" required error={e.capacity?.message}>
                      <Input type="number" {...register("capacity")} />
                    </FormField>
                    <FormField label="Youngest age" error={e.ageRange?.min?.message}>
                      <Input type="number" {...register("ageRange.min")} />
                    </FormField>
                    <FormField label="Oldest age" error={e.ageRange?.max?.message}>
                      <Input type="number" {...register("ageRange.max")} />
                    </FormField>
                  </SimpleGrid>
                  <FormField label="Colour" error={e.color?.message}>
                    <Input type="color" {...register("color")} p="1" w="16" />
                  </FormField>
                  <FormField label="Description" error={e.description?.message}>
                    <Textarea {...register("description")} rows={3} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={save.isPending}>
                  {group ? "Save" : "Create group"}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
