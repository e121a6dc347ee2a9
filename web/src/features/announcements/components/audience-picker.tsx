import { Badge, Checkbox, Fieldset, HStack, RadioGroup, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import type { Audience, AudienceOptions, AudienceType } from "@shared/announcement.schema";
import { Users } from "lucide-react";
import { useAudienceCount } from "../api/count-audience";

const TYPES: { value: AudienceType; label: string }[] = [
  { value: "everyone", label: "Everyone" },
  { value: "groups", label: "Chosen groups" },
  { value: "programs", label: "Chosen programs" },
];

/** Who an announcement is for, with the number of active students it reaches. */
export function AudiencePicker({
  value,
  onChange,
  options,
  error,
}: {
  value: Audience;
  onChange: (a: Audience) => void;
  options: AudienceOptions | undefined;
  error?: string | undefined;
}) {
  const count = useAudienceCount(value);
  const list =
    value.type === "groups" ? options?.groups : value.type === "programs" ? options?.programs : undefined;
  const toggle = (id: string, on: boolean) =>
    onChange({ type: value.type, ids: on ? [...value.ids, id] : value.ids.filter((x) => x !== id) });
  const complete = value.type === "everyone" || value.ids.length > 0;

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">Audience</Fieldset.Legend>
      <Fieldset.Content gap="3" mt="2">
        <RadioGroup.Root
          value={value.type}
          onValueChange={(e) => onChange({ type: e.value as AudienceType, ids: [] })}
          aria-label="Audience"
          colorPalette="brand"
          size="sm"
        >
          <HStack gap="5" wrap="wrap">
            {TYPES.map((t) => (
              <RadioGroup.Item key={t.value} value={t.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>

        {value.type !== "everyone" &&
          (list ? (
            list.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                There are no {value.type} yet.
              </Text>
            ) : (
              <SimpleGrid
                columns={{ base: 1, sm: 2 }}
                gap="2"
                role="group"
                aria-label={value.type === "groups" ? "Groups" : "Programs"}
              >
                {list.map((o) => (
                  <Checkbox.Root
                    key={o.id}
                    checked={value.ids.includes(o.id)}
                    onCheckedChange={(e) => toggle(o.id, e.checked === true)}
                    colorPalette="brand"
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {o.name}{" "}
                      <Text as="span" color="fg.muted">
                        ({o.students})
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            )
          ) : (
            <Skeleton h="16" />
          ))}

        <HStack gap="2" aria-live="polite" data-testid="audience-reach">
          {/* Once the form says what is missing (the error below), the hint is not said twice. */}
          {!complete && error ? null : <Users size={16} aria-hidden />}
          {!complete ? (
            error ? null : (
              <Text fontSize="sm" color="fg.muted">
                Choose at least one {value.type === "groups" ? "group" : "program"}.
              </Text>
            )
          ) : count.data === undefined ? (
            <Text fontSize="sm" color="fg.muted">
              {count.isError ? "The number of students could not be counted." : "Counting students…"}
            </Text>
          ) : (
            <Text fontSize="sm">
              Reaches{" "}
              <Badge colorPalette="brand" variant="subtle">
                {count.data} {count.data === 1 ? "student" : "students"}
              </Badge>
            </Text>
          )}
        </HStack>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
