import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { STAFF_CHANGE_REFUSED, type Announcement, type AudienceOptions } from "@shared/announcement.schema";
import { Link as RouterLink } from "react-router-dom";
import { AnnouncementAudienceSection } from "./announcement-audience-section";
import { AnnouncementMessageSection } from "./announcement-message-section";
import { AnnouncementScheduleSection } from "./announcement-schedule-section";
import { useAnnouncementForm } from "./use-announcement-form";

interface Props {
  id: string | null;
  existing: Announcement | null;
  options: AudienceOptions;
}

/** Writing or editing one announcement: message, audience, publishing, then save. */
export function AnnouncementForm({ id, existing, options }: Props) {
  const { form, submit, saving, mayPublish, locked, alreadyOut } = useAnnouncementForm(id, existing, options);
  const publish = form.watch("publish");
  const submitLabel =
    publish === "draft"
      ? "Save draft"
      : publish === "schedule"
        ? "Schedule"
        : alreadyOut
          ? "Save changes"
          : "Publish now";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <AnnouncementMessageSection form={form} />
        <AnnouncementAudienceSection
          form={form}
          options={options}
          existing={existing}
          mayPublish={mayPublish}
        />
        <AnnouncementScheduleSection
          form={form}
          timeZone={options.timeZone}
          mayPublish={mayPublish}
          alreadyOut={alreadyOut}
        />
        {locked && (
          <Text color="fg.muted" fontSize="sm" role="status">
            {STAFF_CHANGE_REFUSED}
          </Text>
        )}
        <Flex gap="3" justify="flex-end" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="/announcements/view">Cancel</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} disabled={locked}>
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
