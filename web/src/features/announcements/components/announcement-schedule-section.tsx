import { Card, Fieldset, HStack, RadioGroup, Text } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import type { AnnouncementFormApi } from "./announcement-form-values";
import { FieldGrid } from "@/components/ui/field-grid";
import { FormInput } from "@/components/ui/form-input";

interface Props {
  form: AnnouncementFormApi;
  /** The school's time zone, in which the date-times are entered. */
  timeZone: string;
  mayPublish: boolean;
  /** Already published (or expired): "now" keeps it out rather than publishing it again. */
  alreadyOut: boolean;
}

/** Publish now, schedule or keep as a draft; when it is published and when it expires. */
export function AnnouncementScheduleSection({ form, timeZone, mayPublish, alreadyOut }: Props) {
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const fields = { register, errors };
  const publish = watch("publish");
  const modes = [
    ["now", alreadyOut ? "Published" : "Publish now"],
    ["schedule", "Schedule"],
    ["draft", "Save as draft"],
  ] as const;
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Fieldset.Root invalid={Boolean(errors.publish)}>
          <Fieldset.Legend fontWeight="medium">Publishing</Fieldset.Legend>
          <Fieldset.Content mt="2">
            <Controller
              control={control}
              name="publish"
              render={({ field }) => (
                <RadioGroup.Root
                  value={field.value}
                  onValueChange={(e) => field.onChange(e.value)}
                  aria-label="Publishing"
                  colorPalette="brand"
                  size="sm"
                >
                  <HStack gap="5" wrap="wrap">
                    {modes.map(([value, label]) => (
                      <RadioGroup.Item key={value} value={value} disabled={!mayPublish && value !== "draft"}>
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              )}
            />
          </Fieldset.Content>
          {!mayPublish && (
            <Fieldset.HelperText>
              Only admins can publish or schedule. Save it as a draft and an admin will publish it.
            </Fieldset.HelperText>
          )}
          {errors.publish && <Fieldset.ErrorText>{errors.publish.message}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <FieldGrid>
          {publish === "schedule" && (
            <FormInput
              label="Publish at"
              required
              helper={`School time (${timeZone})`}
              type="datetime-local"
              fields={fields}
              name="publishAt"
            />
          )}
          <FormInput
            label="Expires (optional)"
            helper={`Hidden from students after this time (${timeZone})`}
            type="datetime-local"
            fields={fields}
            name="expiresAt"
          />
        </FieldGrid>
        {errors.root?.message && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.root.message}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
