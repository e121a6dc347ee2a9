import { Badge, Box, Button, Card, Flex, HStack, Text, Wrap } from "@chakra-ui/react";
import type { Announcement, AudienceOptions } from "@shared/announcement.schema";
import { Archive, ArchiveRestore, Copy, Mail, Pencil, Pin, PinOff, Send, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { AnnouncementAction } from "../api/run-announcement-action";
import { TitleButton } from "@/components/ui/title-button";
import type { SchoolFormat } from "@/lib/school-format";
import { useSchoolFormat } from "@/lib/use-school-format";
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

function when(a: Announcement, school: SchoolFormat) {
  const t = school.longDateTime;
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

/** A button of the card: its text and icon, its accessible name when not "label title", what it asks for. */
interface CardAction {
  label: string;
  name?: string;
  icon: ReactNode;
  colorPalette?: string;
  action: AnnouncementAction;
}

/** The card's buttons that apply to `a`, in order (Edit, a link, stands before them). */
function cardActions(a: Announcement, isAdmin: boolean, mayChange: boolean): CardAction[] {
  const id = a._id;
  const live = a.status !== "archived";
  const all: [shown: boolean, CardAction][] = [
    [true, { label: "Duplicate", icon: <Copy />, action: { kind: "duplicate", id } }],
    [
      live && mayChange,
      {
        label: a.pinned ? "Unpin" : "Pin",
        icon: a.pinned ? <PinOff /> : <Pin />,
        action: { kind: "pin", id, pinned: !a.pinned },
      },
    ],
    [
      isAdmin && (a.status === "draft" || a.status === "scheduled"),
      {
        label: "Publish now",
        name: `Publish ${a.title} now`,
        icon: <Send />,
        colorPalette: "brand",
        action: { kind: "publish", id },
      },
    ],
    [mayChange && !live, { label: "Restore", icon: <ArchiveRestore />, action: { kind: "restore", id } }],
    [
      mayChange && !live && isAdmin,
      {
        label: "Delete permanently",
        name: `Delete ${a.title} permanently`,
        icon: <Trash2 />,
        colorPalette: "red",
        action: { kind: "delete", id },
      },
    ],
    [mayChange && live, { label: "Archive", icon: <Archive />, action: { kind: "archive", id } }],
  ];
  return all.filter(([shown]) => shown).map(([, button]) => button);
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
  const school = useSchoolFormat();
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
            <TitleButton onClick={onOpen} fontSize="md">
              {a.title}
            </TitleButton>
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
          {when(a, school)}
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
          {cardActions(a, isAdmin, mayChange).map(({ label, name, icon, colorPalette, action }) => (
            <Button
              key={action.kind}
              size="xs"
              variant="outline"
              colorPalette={colorPalette}
              onClick={() => act(action)}
              disabled={busy}
              aria-label={name ?? `${label} ${a.title}`}
            >
              {icon} {label}
            </Button>
          ))}
          {!mayChange && (
            <Text fontSize="xs" color="fg.muted" alignSelf="center">
              Only admins change what is scheduled or published.
            </Text>
          )}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
