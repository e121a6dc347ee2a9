import { Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { AUDIT_RESOURCES, KNOWN_AUDIT_ACTIONS, type AuditFilters } from "@shared/audit.schema";
import { FormField } from "@/components/ui/form-field";
import { RESOURCE_LABELS } from "../record-link";

/** Person, kind of record, action and date range; each change is kept in the address. */
export function AuditFiltersBar({
  value,
  onChange,
  people,
  errors,
}: {
  value: AuditFilters;
  onChange: (key: keyof AuditFilters, value: string) => void;
  people: { _id: string; name: string }[];
  errors: Record<string, string>;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" mb="4">
      <FormField label="Person" error={errors.actor}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value.actor ?? ""} onChange={(e) => onChange("actor", e.target.value)}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Kind of record" error={errors.resource}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={value.resource ?? ""}
            onChange={(e) => onChange("resource", e.target.value)}
          >
            <option value="">All kinds</option>
            {AUDIT_RESOURCES.map((r) => (
              <option key={r} value={r}>
                {RESOURCE_LABELS[r] ?? r}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Action" error={errors.action}>
        <Input
          size="sm"
          list="audit-actions"
          placeholder="e.g. student.update"
          defaultValue={value.action ?? ""}
          onBlur={(e) => onChange("action", e.target.value.trim())}
          onKeyDown={(e) => {
            if (e.key === "Enter") onChange("action", e.currentTarget.value.trim());
          }}
        />
      </FormField>
      <FormField label="From" error={errors.from}>
        <Input
          size="sm"
          type="date"
          value={value.from ?? ""}
          onChange={(e) => onChange("from", e.target.value)}
        />
      </FormField>
      <FormField label="To" error={errors.to}>
        <Input
          size="sm"
          type="date"
          value={value.to ?? ""}
          onChange={(e) => onChange("to", e.target.value)}
        />
      </FormField>
      <datalist id="audit-actions">
        {KNOWN_AUDIT_ACTIONS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
    </SimpleGrid>
  );
}
