import { Card, Checkbox, Stack, Switch } from "@chakra-ui/react";
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
          <Controller
            control={control}
            name="pinned"
            render={({ field }) => (
              <Switch.Root
                checked={field.value}
                onCheckedChange={(e) => field.onChange(e.checked)}
                colorPalette="brand"
              >
                <Switch.HiddenInput onBlur={field.onBlur} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>Pin to the top of the list</Switch.Label>
              </Switch.Root>
            )}
          />
          <Controller
            control={control}
            name="emailGuardians"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(e) => field.onChange(e.checked === true)}
                colorPalette="brand"
                disabled={Boolean(existing?.mailQueuedAt) || !mayPublish}
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>
                  Also email guardians
                  {existing?.mailQueuedAt
                    ? " (already emailed)"
                    : mayPublish
                      ? " (and students with an email address), once, when it is published"
                      : " (admins choose this when they publish)"}
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
