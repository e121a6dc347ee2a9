import { Badge, Box, Button, Card, Flex, HStack, Text, Wrap, chakra } from "@chakra-ui/react";
import type { Announcement, AudienceOptions } from "@shared/announcement.schema";
import { Archive, ArchiveRestore, Copy, Mail, Pencil, Pin, PinOff, Send, Trash2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import type { AnnouncementAction } from "../api/run-announcement-action";
import { formatSchoolTime } from "@/lib/school-time";
import { STATUS_COLORS } from "../types";

export function audienceLabels(a: Announcement, options: AudienceOptions | undefined): string[] {
  if (a.audience.type === "everyone") return ["Everyone"];
  const list = a.audience.type === "groups" ? options?.groups : options?.programs;
  return a.audience.ids.map((id) => list?.find((o) => o.id === id)?.name ?? id);
}

/** A plain-text glimpse of the Markdown: link texts kept, tags and markup dropped. */
function excerpt(markdown: string) {
  return markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`~|]/g, "")
    .replace(/^\s*[-+]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

function when(a: Announcement, tz: string) {
  const t = (iso: string) => formatSchoolTime(iso, tz);
  switch (a.status) {
    case "draft":
      return `Draft, last saved ${t(a.updatedAt)}`;
    case "scheduled":
      return `Scheduled for ${t(a.publishAt!)}`;
    case "expired":
      return `Expired ${t(a.expiresAt!)}`;
    case "archived":
      return `Archived ${t(a.updatedAt)}`;
    default:
      return `Published ${t(a.publishAt!)}${a.expiresAt ? ` · expires ${t(a.expiresAt)}` : ""}`;
  }
}

interface Props {
  announcement: Announcement;
  options: AudienceOptions | undefined;
  isAdmin: boolean;
  busy: boolean;
  onOpen: () => void;
  onAction: (action: AnnouncementAction, announcement: Announcement) => void;
}

/** One announcement in the list: a card, so it reads the same at 375 px and at 1280 px. */
export function AnnouncementCard({ announcement: a, options, isAdmin, busy, onOpen, onAction }: Props) {
  // Staff change drafts only; the API refuses the rest (shared rule, mayPublishAnnouncements).
  const mayChange = isAdmin || !a.publishAt;
  const tz = options?.timeZone ?? "UTC";
  const act = (action: AnnouncementAction) => onAction(action, a);
  return (
    <Card.Root
      size="sm"
      data-testid="announcement-card"
      data-status={a.status}
      borderStartWidth={a.pinned ? "4px" : undefined}
      borderStartColor={a.pinned ? "brand.solid" : undefined}
    >
      <Card.Body gap="2">
        <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
          <HStack gap="2" minW="0" flex="1 1 14rem" align="flex-start">
            {a.pinned && (
              <Box color="brand.fg" mt="1" flexShrink={0} title="Pinned">
                <Pin size={16} aria-label="Pinned" role="img" />
              </Box>
            )}
            <chakra.button
              type="button"
              onClick={onOpen}
              textAlign="start"
              fontWeight="semibold"
              fontSize="md"
              color="brand.fg"
              minW="0"
              overflowWrap="anywhere"
              cursor="pointer"
              borderRadius="sm"
              _hover={{ textDecoration: "underline" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
            >
              {a.title}
            </chakra.button>
          </HStack>
          <HStack gap="1.5" flexShrink={0} wrap="wrap">
            {a.emailGuardians && (
              <Badge
                variant="outline"
                colorPalette={a.mailQueuedAt ? "green" : "gray"}
                title={a.mailQueuedAt ? "Guardians emailed" : "Guardians will be emailed when published"}
              >
                <Mail size={12} aria-hidden /> {a.mailQueuedAt ? "Emailed" : "Email on publish"}
              </Badge>
            )}
            <Badge colorPalette={STATUS_COLORS[a.status]} data-testid="announcement-status">
              {a.status}
            </Badge>
          </HStack>
        </Flex>
        <Wrap gap="1.5" aria-label="Audience">
          {audienceLabels(a, options).map((label) => (
            <Badge key={label} variant="subtle" colorPalette="brand" size="sm">
              {label}
            </Badge>
          ))}
        </Wrap>
        <Text fontSize="sm" color="fg.muted">
          {when(a, tz)}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {excerpt(a.body)}
        </Text>
        <Wrap gap="2" pt="1">
          {a.status !== "archived" && mayChange && (
            <Button asChild size="xs" variant="outline">
              <RouterLink
                to={`/announcements/create?id=${encodeURIComponent(a._id)}`}
                aria-label={`Edit ${a.title}`}
              >
                <Pencil /> Edit
              </RouterLink>
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            onClick={() => act({ kind: "duplicate", id: a._id })}
            disabled={busy}
            aria-label={`Duplicate ${a.title}`}
          >
            <Copy /> Duplicate
          </Button>
          {a.status !== "archived" && mayChange && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => act({ kind: "pin", id: a._id, pinned: !a.pinned })}
              disabled={busy}
              aria-label={`${a.pinned ? "Unpin" : "Pin"} ${a.title}`}
            >
              {a.pinned ? <PinOff /> : <Pin />} {a.pinned ? "Unpin" : "Pin"}
            </Button>
          )}
          {isAdmin && (a.status === "draft" || a.status === "scheduled") && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              onClick={() => act({ kind: "publish", id: a._id })}
              disabled={busy}
              aria-label={`Publish ${a.title} now`}
            >
              <Send /> Publish now
            </Button>
          )}
          {!mayChange ? (
            <Text fontSize="xs" color="fg.muted" alignSelf="center">
              Only admins change what is scheduled or published.
            </Text>
          ) : a.status === "archived" ? (
            <>
              <Button
                size="xs"
                variant="outline"
                onClick={() => act({ kind: "restore", id: a._id })}
                disabled={busy}
                aria-label={`Restore ${a.title}`}
              >
                <ArchiveRestore /> Restore
              </Button>
              {isAdmin && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => act({ kind: "delete", id: a._id })}
                  disabled={busy}
                  aria-label={`Delete ${a.title} permanently`}
                >
                  <Trash2 /> Delete permanently
                </Button>
              )}
            </>
          ) : (
            <Button
              size="xs"
              variant="outline"
              onClick={() => act({ kind: "archive", id: a._id })}
              disabled={busy}
              aria-label={`Archive ${a.title}`}
            >
              <Archive /> Archive
            </Button>
          )}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
