import { Card, Stack } from "@chakra-ui/react";
import { BooleanField } from "@/components/ui/boolean-field";
import type { Announcement, AudienceOptions } from "@shared/announcement.schema";
import { Controller } from "react-hook-form";
import type { AnnouncementFormApi } from "./announcement-form-values";
import { AudiencePicker } from "./audience-picker";

interface Props {
  form: AnnouncementFormApi;
  options: AudienceOptions;
  existing: Announcement | null;
  mayPublish: boolean;
}

/** Who sees it, whether it is pinned, and whether guardians get it by email. */
export function AnnouncementAudienceSection({ form, options, existing, mayPublish }: Props) {
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <Card.Root>
      <Card.Body gap="5">
        <Controller
          control={control}
          name="audience"
          render={({ field }) => (
            <AudiencePicker
              value={field.value}
              onChange={field.onChange}
              options={options}
              error={
                errors.audience?.ids?.message ?? errors.audience?.message ?? errors.audience?.type?.message
              }
            />
          )}
        />
        <Stack gap="3">
          <BooleanField
            control={control}
            name="pinned"
            label="Pin to the top of the list"
            colorPalette="brand"
          />
          <BooleanField
            control={control}
            name="emailGuardians"
            kind="checkbox"
            colorPalette="brand"
            disabled={Boolean(existing?.mailQueuedAt) || !mayPublish}
            label={`Also email guardians${
              existing?.mailQueuedAt
                ? " (already emailed)"
                : mayPublish
                  ? " (and students with an email address), once, when it is published"
                  : " (admins choose this when they publish)"
            }`}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
