import { Checkbox, Fieldset, SimpleGrid, Text } from "@chakra-ui/react";
import { ColorDot } from "./color-dot";

/** A choice in the list: a group or a program, with its colour and fill when known. */
export interface ChecklistOption {
  _id: string;
  name: string;
  color?: string | null | undefined;
  capacity?: number | undefined;
  memberCount?: number | undefined;
}

/** A labelled list of checkboxes for choosing groups or programs. */
export function OptionChecklist({
  legend,
  options,
  value,
  onChange,
  error,
  loading,
}: {
  legend: string;
  options: ChecklistOption[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  loading?: boolean;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      {loading && <Text color="fg.muted">Loading…</Text>}
      {!loading && options?.length === 0 && <Text color="fg.muted">None yet.</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
        {options?.map((o) => (
          <Checkbox.Root
            key={o._id}
            checked={value.includes(o._id)}
            onCheckedChange={(e) =>
              onChange(e.checked ? [...value, o._id] : value.filter((v) => v !== o._id))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {o.color && <ColorDot color={o.color} me="2" />}
              {o.name}
              {o.capacity !== undefined && o.memberCount !== undefined && (
                <Text as="span" color={o.memberCount >= o.capacity ? "orange.fg" : "fg.muted"} fontSize="sm">
                  {" "}
                  ({o.memberCount}/{o.capacity})
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
