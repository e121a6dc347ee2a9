import { SimpleGrid, Textarea } from "@chakra-ui/react";
import { createGroupSchema, type CreateGroupInput, type GroupWithCount } from "@shared/group.schema";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { submitAndClose } from "@/components/ui/report-save-failure";
import { useSaveGroup } from "../api/save-group";
import { FormInput } from "@/components/ui/form-input";
import { useSchemaForm } from "@/lib/use-schema-form";

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
  const { register, handleSubmit, formState, setError } = useSchemaForm(createGroupSchema, { values });
  const e = formState.errors;
  const fields = { register, errors: e };
  const submit = submitAndClose(
    { handleSubmit, setError },
    (input) => save.mutateAsync({ id: group?._id, input }),
    {
      saved: (input) => (group ? "The group is saved." : `${input.name} is created.`),
      close: onClose,
      failure: "The group could not be saved.",
      id: "group-save",
    },
  );
  return (
    <FormDialog
      open={open}
      title={group ? "Edit group" : "New group"}
      submitLabel={group ? "Save" : "Create group"}
      submitting={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormInput label="Name" required fields={fields} name="name" />
      <SimpleGrid columns={2} gap="4">
        <FormInput label="Level" fields={fields} name="level" />
        <FormInput label="Capacity" required type="number" fields={fields} name="capacity" />
        <FormInput label="Youngest age" type="number" fields={fields} name="ageRange.min" />
        <FormInput label="Oldest age" type="number" fields={fields} name="ageRange.max" />
      </SimpleGrid>
      <FormInput label="Colour" type="color" fields={fields} name="color" p="1" w="16" />
      <FormField label="Description" error={e.description?.message}>
        <Textarea {...register("description")} rows={3} />
      </FormField>
    </FormDialog>
  );
}
