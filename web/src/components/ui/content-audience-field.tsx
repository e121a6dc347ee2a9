import { Fieldset, HStack, RadioGroup } from "@chakra-ui/react";
import type { ContentAudience } from "@shared/content-audience.schema";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useGroupOptions } from "@/lib/lookups";
import { OptionChecklist } from "./option-checklist";

/** Who a page or a link is for: everyone, or the groups chosen. */
export function ContentAudienceField({
  value,
  onChange,
  error,
}: {
  value: ContentAudience;
  onChange: (a: ContentAudience) => void;
  error?: string | undefined;
}) {
  const groups = useGroupOptions();
  return (
    <Fieldset.Root invalid={Boolean(error) && value.type === "everyone"}>
      <Fieldset.Legend fontWeight="medium">Visible to</Fieldset.Legend>
      <RadioGroup.Root
        value={value.type}
        onValueChange={(e) => onChange({ type: e.value === "groups" ? "groups" : "everyone", ids: [] })}
        aria-label="Visible to"
        colorPalette="brand"
        size="sm"
        mt="2"
      >
        <HStack gap="5" wrap="wrap">
          {(
            [
              ["everyone", "Every student"],
              ["groups", "Chosen groups"],
            ] as const
          ).map(([type, label]) => (
            <RadioGroup.Item key={type} value={type}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {value.type === "groups" && (
        <OptionChecklist
          legend="Groups"
          options={groups.data}
          loading={groups.isPending}
          value={value.ids}
          onChange={(ids) => onChange({ type: "groups", ids })}
          error={error}
        />
      )}
      {error && value.type === "everyone" && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The error of an audience field as a form holds it: on the audience, or on its `ids`. */
type AudienceError = { message?: string; ids?: { message?: string } } | undefined;

/** A ContentAudienceField bound to a react-hook-form field by name. */
export function ContentAudienceFormField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as Partial<ContentAudience> | undefined;
        const error = fieldState.error as AudienceError;
        return (
          <ContentAudienceField
            value={{ type: value?.type ?? "everyone", ids: value?.ids ?? [] }}
            onChange={field.onChange}
            error={error?.message ?? error?.ids?.message}
          />
        );
      }}
    />
  );
}
