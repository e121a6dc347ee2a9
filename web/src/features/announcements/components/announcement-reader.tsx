import { Badge, Dialog, Text, Wrap } from "@chakra-ui/react";
import { enumLabel } from "@shared/enum-labels";
import type { Announcement, AudienceOptions } from "@shared/announcement.schema";
import { useSchoolFormat } from "@/lib/use-school-format";
import { STATUS_COLORS } from "../types";
import { audienceLabels } from "./announcement-card";
import { MarkdownView } from "@/components/ui/markdown-view";
import { ViewDialog } from "@/components/ui/view-dialog";

/** An announcement as students read it: rendered Markdown, with who it is for and when. */
export function AnnouncementReader({
  announcement: a,
  options,
  onClose,
}: {
  announcement: Announcement | null;
  options: AudienceOptions | undefined;
  onClose: () => void;
}) {
  const school = useSchoolFormat();
  return (
    <ViewDialog item={a} onClose={onClose} size="lg" scrollBehavior="inside" closeLabel="Close">
      {(a) => (
        <>
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="12">
            <Dialog.Title>{a.title}</Dialog.Title>
            <Wrap gap="1.5">
              <Badge colorPalette={STATUS_COLORS[a.status]}>{enumLabel(a.status)}</Badge>
              {audienceLabels(a, options).map((l) => (
                <Badge key={l} variant="subtle" colorPalette="brand">
                  {l}
                </Badge>
              ))}
            </Wrap>
            {a.publishAt && (
              <Text fontSize="sm" color="fg.muted">
                {a.status === "scheduled" ? "Goes out" : "Published"} {school.longDateTime(a.publishAt)}
                {a.expiresAt ? ` · expires ${school.longDateTime(a.expiresAt)}` : ""}
              </Text>
            )}
          </Dialog.Header>
          <Dialog.Body>
            <MarkdownView source={a.body} />
          </Dialog.Body>
        </>
      )}
    </ViewDialog>
  );
}
