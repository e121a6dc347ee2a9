import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
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
import { FormDialog } from "@/components/ui/form-dialog";
import { reportSaveFailure } from "@/components/ui/report-save-failure";
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
      reportSaveFailure(err, setError, {
        failure: "The group could not be saved.",
        retry: () => void submit(),
        id: "group-save",
      });
    }
  });
  return (
    <FormDialog
      open={open}
      title={group ? "Edit group" : "New group"}
      submitLabel={group ? "Save" : "Create group"}
      submitting={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
