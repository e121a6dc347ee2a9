import { Input, SimpleGrid } from "@chakra-ui/react";
import { AUDIT_RESOURCES, type AuditFilters } from "@shared/audit.schema";
import { FormField } from "@/components/ui/form-field";
import { SelectInput } from "@/components/ui/select-input";
import { ACTION_CHOICES } from "../audit-words";
import { RESOURCE_LABELS } from "../record-link";
import { peopleFilterOptions } from "@/lib/lookups";

const DATE_BOUNDS = [
  ["from", "From"],
  ["to", "To"],
] as const;

/** Person, kind of record, action and date range; each change is kept in the address. */
export function AuditFiltersBar({
  value,
  onChange,
  people,
  errors,
}: {
  value: AuditFilters;
  onChange: (key: keyof AuditFilters, value: string) => void;
  people: { _id: string; name: string; disabled?: boolean }[];
  errors: Record<string, string>;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" mb="4">
      <FormField label="Person" error={errors.actor}>
        <SelectInput
          root={{ size: "sm" }}
          value={value.actor ?? ""}
          onChange={(e) => onChange("actor", e.target.value)}
          options={peopleFilterOptions(people)}
        >
          <option value="">Everyone</option>
        </SelectInput>
      </FormField>
      <FormField label="Kind of record" error={errors.resource}>
        <SelectInput
          root={{ size: "sm" }}
          value={value.resource ?? ""}
          onChange={(e) => onChange("resource", e.target.value)}
          options={AUDIT_RESOURCES.map((r) => [r, RESOURCE_LABELS[r] ?? r] as const)}
        >
          <option value="">All kinds</option>
        </SelectInput>
      </FormField>
      <FormField label="Action" error={errors.action}>
        <SelectInput
          root={{ size: "sm" }}
          value={value.action ?? ""}
          onChange={(e) => onChange("action", e.target.value)}
          options={ACTION_CHOICES}
        >
          <option value="">All actions</option>
        </SelectInput>
      </FormField>
      {DATE_BOUNDS.map(([key, label]) => (
        <FormField key={key} label={label} error={errors[key]}>
          <Input
            size="sm"
            type="date"
            value={value[key] ?? ""}
            onChange={(e) => onChange(key, e.target.value)}
          />
        </FormField>
      ))}
    </SimpleGrid>
  );
}
