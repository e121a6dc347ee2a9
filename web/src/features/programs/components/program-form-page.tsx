import { Box, Button, Card, HStack, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { programInputOf, programInputSchema, type ProgramInput } from "@shared/program.schema";
import { termWeekCount } from "@shared/school-calendar";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { OptionChecklist } from "@/components/ui/option-checklist";
import { ListSkeleton, LoadError, QueryError } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { SelectInput } from "@/components/ui/select-input";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useLookups } from "@/lib/lookups";
import { useProgram } from "../api/get-program";
import { useSaveProgram } from "../api/save-program";

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

/** /programs/create, and /programs/create?id=<id> to edit. */
export function ProgramFormPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const navigate = useNavigate();
  const program = useProgram(id);
  const lookups = useLookups();
  const save = useSaveProgram();
  const form = useForm<ProgramInput>({ resolver: zodResolver(programInputSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, watch, control, formState } = form;
  const { errors } = formState;

  useEffect(() => {
    if (!program.data) return;
    reset(programInputOf(program.data));
  }, [program.data, reset]);

  const submit = (input: ProgramInput) => {
    const run = () =>
      save.mutate(
        { id, input },
        {
          onSuccess: (saved) => {
            toast.success(id ? `Saved ${saved.name}.` : `Created ${saved.name}.`);
            navigate(`/programs/details?program=${encodeURIComponent(saved._id)}`);
          },
          onError: (err) => {
            if (applyFieldErrors(err, setError)) toast.error(err.message);
            else toastErrorWithRetry(`The program could not be saved. ${err.message}`, run, "program-save");
          },
        },
      );
    run();
  };

  const [start, end] = watch(["startDate", "endDate"]);
  const weeks =
    /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && end > start
      ? termWeekCount(start, end)
      : null;

  if (id && program.isPending) return <ListSkeleton rows={8} />;
  if (id && program.error) return <QueryError query={program} message="The program could not be loaded." />;

  const setStatusAndSave = (status: ProgramInput["status"]) => {
    form.setValue("status", status, { shouldDirty: true });
    void handleSubmit(submit)();
  };

  return (
    <Box>
      <PageHeader
        title={id ? `Edit ${program.data?.name ?? "program"}` : "Create Program"}
        description="A program is a term of classes for one or more groups."
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/programs/details">All programs</RouterLink>
          </Button>
        }
      />
      <Card.Root asChild maxW="4xl">
        <form onSubmit={handleSubmit(submit)} noValidate>
          <Card.Body>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Name" required error={errors.name?.message}>
                  <Input {...register("name")} autoComplete="off" />
                </FormField>
                <FormField label="Level" error={errors.level?.message} helper="e.g. Graded, Beginner, Open">
                  <Input {...register("level")} />
                </FormField>
              </SimpleGrid>
              <FormField label="Description" error={errors.description?.message}>
                <Textarea {...register("description")} rows={3} />
              </FormField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Term starts" required error={errors.startDate?.message}>
                  <Input type="date" {...register("startDate")} />
                </FormField>
                <FormField
                  label="Term ends"
                  required
                  error={errors.endDate?.message}
                  helper={weeks ? `${weeks} weeks` : undefined}
                >
                  <Input type="date" {...register("endDate")} />
                </FormField>
                <FormField label="Youngest age" required error={errors.ageRange?.min?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    {...register("ageRange.min", { valueAsNumber: true })}
                  />
                </FormField>
                <FormField label="Oldest age" required error={errors.ageRange?.max?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    {...register("ageRange.max", { valueAsNumber: true })}
                  />
                </FormField>
                <FormField label="Capacity" required error={errors.capacity?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    {...register("capacity", { valueAsNumber: true })}
                  />
                </FormField>
                <FormField
                  label="Colour"
                  error={errors.color?.message}
                  helper="Used on the schedule calendar"
                >
                  <Input type="color" p="1" {...register("color")} />
                </FormField>
                <FormField label="Status" error={errors.status?.message}>
                  <SelectInput
                    {...register("status")}
                    options={[
                      ["draft", "Draft"],
                      ["published", "Published"],
                      ["archived", "Archived"],
                    ]}
                  />
                </FormField>
              </SimpleGrid>
              <Controller
                control={control}
                name="groupIds"
                render={({ field }) =>
                  lookups.error ? (
                    <LoadError message="Groups could not be loaded." onRetry={() => void lookups.refetch()} />
                  ) : (
                    <OptionChecklist
                      legend="Groups"
                      options={lookups.data?.groups}
                      loading={lookups.isPending}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.groupIds?.message}
                    />
                  )
                }
              />
            </Stack>
          </Card.Body>
          <Card.Footer>
            <HStack wrap="wrap" gap="3">
              <Button type="submit" colorPalette="brand" loading={save.isPending}>
                {id ? "Save changes" : "Create program"}
              </Button>
              {id && program.data?.status !== "published" && (
                <Button
                  variant="outline"
                  onClick={() => setStatusAndSave("published")}
                  disabled={save.isPending}
                >
                  Publish
                </Button>
              )}
              {id && program.data?.status !== "archived" && (
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
