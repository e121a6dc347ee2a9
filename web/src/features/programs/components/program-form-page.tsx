import { Box, Button, Card, HStack, Stack, Textarea } from "@chakra-ui/react";
import { programInputOf, programInputSchema, type ProgramInput } from "@shared/program.schema";
import { termWeekCount } from "@shared/school-calendar";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import { FieldGrid } from "@/components/ui/field-grid";
import { FormField } from "@/components/ui/form-field";
import { OptionChecklist } from "@/components/ui/option-checklist";
import { QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useLookups } from "@/lib/lookups";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useProgram } from "../api/get-program";
import { useSaveProgram } from "../api/save-program";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import type { SelectOption } from "@/components/ui/select-input";

const EMPTY: ProgramInput = {
  name: "",
  description: "",
  level: "",
  ageRange: { min: 4, max: 18 },
  startDate: "",
  endDate: "",
  capacity: 20,
  groupIds: [],
  status: "draft",
  color: "#7c3aed",
};

const STATUS_OPTIONS: readonly SelectOption[] = [
  ["draft", "Draft"],
  ["published", "Published"],
  ["archived", "Archived"],
];

type LoadedProgram = NonNullable<ReturnType<typeof useProgram>["data"]>;

/** /programs/create, and /programs/create?id=<id> to edit (once the program has loaded). */
export function ProgramFormPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const program = useProgram(id);
  if (!id) return <ProgramForm program={null} />;
  return (
    <QueryStates query={program} noun="program" skeleton={{ rows: 8 }}>
      {(loaded) => <ProgramForm program={loaded} />}
    </QueryStates>
  );
}

function ProgramForm({ program }: { program: LoadedProgram | null }) {
  const id = program?._id ?? null;
  const navigate = useNavigate();
  const lookups = useLookups();
  const save = useSaveProgram();
  const form = useSchemaForm(programInputSchema, { defaultValues: EMPTY });
  const { register, reset, watch, control, formState } = form;
  const { errors } = formState;
  const fields = { register, errors };

  useEffect(() => {
    if (program) reset(programInputOf(program));
  }, [program, reset]);

  const submit = submitOrReport(
    form,
    async (input) => {
      const saved = await save.mutateAsync({ id, input });
      toast.success(id ? `Saved ${saved.name}.` : `Created ${saved.name}.`);
      navigate(`/programs/details?program=${encodeURIComponent(saved._id)}`);
    },
    { failure: "The program could not be saved.", id: "program-save" },
  );

  const [start, end] = watch(["startDate", "endDate"]);
  const weeks =
    /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && end > start
      ? termWeekCount(start, end)
      : null;

  const setStatusAndSave = (status: ProgramInput["status"]) => {
    form.setValue("status", status, { shouldDirty: true });
    void submit();
  };

  return (
    <Box>
      <PageHeader
        title={id ? `Edit ${program?.name ?? "program"}` : "Create Program"}
        description="A program is a term of classes for one or more groups."
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/programs/details">All programs</RouterLink>
          </Button>
        }
      />
      <Card.Root asChild maxW="4xl">
        <form onSubmit={submit} noValidate>
          <Card.Body>
            <Stack gap="5">
              <FieldGrid>
                <FormInput label="Name" required fields={fields} name="name" autoComplete="off" />
                <FormInput label="Level" helper="e.g. Graded, Beginner, Open" fields={fields} name="level" />
              </FieldGrid>
              <FormField label="Description" error={errors.description?.message}>
                <Textarea {...register("description")} rows={3} />
              </FormField>
              <FieldGrid>
                <FormInput label="Term starts" required type="date" fields={fields} name="startDate" />
                <FormInput
                  label="Term ends"
                  required
                  helper={weeks ? `${weeks} weeks` : undefined}
                  type="date"
                  fields={fields}
                  name="endDate"
                />
                <FormInput label="Youngest age" required numeric fields={fields} name="ageRange.min" />
                <FormInput label="Oldest age" required numeric fields={fields} name="ageRange.max" />
                <FormInput label="Capacity" required numeric fields={fields} name="capacity" />
                <FormInput
                  label="Colour"
                  helper="Used on the schedule calendar"
                  type="color"
                  p="1"
                  fields={fields}
                  name="color"
                />
                <FormSelect label="Status" fields={fields} name="status" options={STATUS_OPTIONS} />
              </FieldGrid>
              <Controller
                control={control}
                name="groupIds"
                render={({ field }) => (
                  <QueryStates query={lookups} noun="groups" skeleton={{ rows: 2 }}>
                    {({ groups }) => (
                      <OptionChecklist
                        legend="Groups"
                        options={groups}
                        value={field.value}
                        onChange={field.onChange}
                        error={errors.groupIds?.message}
                      />
                    )}
                  </QueryStates>
                )}
              />
            </Stack>
          </Card.Body>
          <Card.Footer>
            <HStack wrap="wrap" gap="3">
              <Button type="submit" colorPalette="brand" loading={save.isPending}>
                {id ? "Save changes" : "Create program"}
              </Button>
              {id && program?.status !== "published" && (
                <Button
                  variant="outline"
                  onClick={() => setStatusAndSave("published")}
                  disabled={save.isPending}
                >
                  Publish
                </Button>
              )}
              {id && program?.status !== "archived" && (
                <Button
                  variant="outline"
                  colorPalette="orange"
                  onClick={() => setStatusAndSave("archived")}
                  disabled={save.isPending}
                >
                  Archive
                </Button>
              )}
            </HStack>
          </Card.Footer>
        </form>
      </Card.Root>
    </Box>
  );
}

export default ProgramFormPage;
