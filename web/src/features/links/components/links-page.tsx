import { Badge, Box, Button, Card, HStack, IconButton, Stack, Switch, Text } from "@chakra-ui/react";
import type { Link } from "@shared/link.schema";
import { ArrowDown, ArrowUp, GripVertical, Link2, Plus } from "lucide-react";
import { useEffect, useState, type DragEvent } from "react";
import { toast } from "react-toastify";
import { ItemActions } from "@/components/ui/item-action-button";
import { ArchiveTabs } from "@/components/ui/archive-tabs";
import { archiveTitled } from "@/components/ui/archive-toggle";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useLinks } from "../api/list-links";
import { useReorderLinks, useSaveLink, useSetLinkArchived } from "../api/save-link";
import { ArchivedLinks } from "./archived-links";
import { LinkFormDialog } from "./link-form-dialog";

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: string[], from: number, to: number): string[] {
  const out = [...ids];
  const [id] = out.splice(from, 1);
  if (id !== undefined) out.splice(Math.max(0, Math.min(to, out.length)), 0, id);
  return out;
}

/** The two move buttons of a link: which way, by how many places, and their arrow. */
const MOVES = [
  { dir: "up", step: -1, Icon: ArrowUp },
  { dir: "down", step: 1, Icon: ArrowDown },
] as const;

/** /static-content/links: the links students see, in order; drag or move up/down. */
export function LinksPage() {
  const [editing, setEditing] = useState<Link | "new" | null>(null);
  const links = useLinks(false);
  const categories = [...new Set((links.data ?? []).map((l) => l.category))].sort();
  return (
    <Box>
      <PageHeader
        title="Links"
        description="Useful links in the student app: the uniform shop, exam syllabuses, the term calendar."
        primary={{ label: "New link", icon: <Plus aria-hidden />, onClick: () => setEditing("new") }}
      />
      <ArchiveTabs
        label="Links"
        current={<CurrentLinks onEdit={setEditing} />}
        archived={<ArchivedLinks />}
      />
      {editing && (
        <LinkFormDialog
          link={editing === "new" ? undefined : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

function CurrentLinks({ onEdit }: { onEdit: (l: Link | "new") => void }) {
  const links = useLinks(false);
  return (
    <QueryStates
      query={links}
      noun="links"
      skeleton={{ rows: 4, height: "16" }}
      empty={
        <EmptyView
          icon={<Link2 />}
          title="No links yet"
          description="Add the links students need: the uniform shop, exam syllabuses, the term calendar."
          action={<Button onClick={() => onEdit("new")}>New link</Button>}
        />
      }
    >
      {(list) => <LinkList list={list} onEdit={onEdit} />}
    </QueryStates>
  );
}

/** The shown links, in order, to reorder, show or hide, edit and archive. */
function LinkList({ list, onEdit }: { list: Link[]; onEdit: (l: Link) => void }) {
  const reorder = useReorderLinks();
  const save = useSaveLink();
  const setArchived = archiveTitled<Link>(useSetLinkArchived(), "link");
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusAfter, setFocusAfter] = useState<string | null>(null);

  // A moved row is re-inserted in the page, which drops the focus (to the body): give it back to
  // the button that moved it, so pressing Enter again keeps moving the same link.
  useEffect(() => {
    if (!focusAfter) return;
    const el = document.getElementById(focusAfter);
    const dropped = !document.activeElement || document.activeElement === document.body;
    if (el && dropped) el.focus();
  }, [focusAfter, list]);

  const ids = list.map((l) => l._id);

  const move = (link: Link, to: number, focus?: "up" | "down") => {
    const from = ids.indexOf(link._id);
    if (from < 0 || to < 0 || to >= ids.length || to === from) return;
    reorder.mutate(moved(ids, from, to), {
      onError: (err) => toastErrorWithRetry((err as Error).message, () => move(link, to, focus), "link-move"),
    });
    setAnnouncement(`${link.title} moved to position ${to + 1} of ${ids.length}.`);
    if (focus) {
      const stays = (focus === "up" && to > 0) || (focus === "down" && to < ids.length - 1);
      const dir = stays ? focus : focus === "up" ? "down" : "up";
      setFocusAfter(`link-${dir}-${link._id}`);
    }
  };
  const toggleShown = (l: Link, shown: boolean) =>
    save.mutate(
      { id: l._id, input: { shown } },
      {
        onSuccess: () =>
          toast.success(shown ? `${l.title} is shown to students.` : `${l.title} is hidden from students.`),
        onError: (err) =>
          toastErrorWithRetry((err as Error).message, () => toggleShown(l, shown), "link-shown"),
      },
    );
  const drop = (ev: DragEvent, target: Link) => {
    ev.preventDefault();
    const source = list.find((l) => l._id === dragged);
    setDragged(null);
    setOver(null);
    if (source) move(source, ids.indexOf(target._id));
  };

  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Drag a link by its handle, or use its up and down buttons, to change the order students see.
      </Text>
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Links in order">
        {list.map((l, i) => (
          <Card.Root
            as="li"
            key={l._id}
            size="sm"
            data-testid="link-row"
            draggable
            onDragStart={(ev: DragEvent) => {
              ev.dataTransfer.effectAllowed = "move";
              ev.dataTransfer.setData("text/plain", l._id);
              setDragged(l._id);
            }}
            onDragOver={(ev: DragEvent) => {
              if (!dragged) return;
              ev.preventDefault();
              setOver(l._id);
            }}
            onDragLeave={() => setOver((o) => (o === l._id ? null : o))}
            onDrop={(ev: DragEvent) => drop(ev, l)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            opacity={dragged === l._id ? 0.5 : 1}
            borderColor={over === l._id && dragged !== l._id ? "brand.solid" : undefined}
            borderWidth={over === l._id && dragged !== l._id ? "2px" : undefined}
          >
            <Card.Body>
              <HStack gap="3" align="start">
                <Box color="fg.muted" cursor="grab" pt="1" aria-hidden title="Drag to reorder">
                  <GripVertical size={18} />
                </Box>
                <Box flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{l.title}</Text>
                    <Badge variant="subtle">{l.category}</Badge>
                    {!l.shown && (
                      <Badge colorPalette="orange" variant="subtle">
                        Hidden
                      </Badge>
                    )}
                    {l.audience.type === "groups" && (
                      <Badge variant="outline">
                        {l.audience.ids.length} group{l.audience.ids.length === 1 ? "" : "s"}
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    <a href={l.url} target="_blank" rel="noopener noreferrer">
                      {l.url}
                    </a>
                  </Text>
                  {l.description && (
                    <Text fontSize="sm" lineClamp={2}>
                      {l.description}
                    </Text>
                  )}
                  <HStack gap="2" mt="2" wrap="wrap">
                    <Switch.Root
                      size="sm"
                      colorPalette="brand"
                      checked={l.shown}
                      onCheckedChange={(e) => toggleShown(l, e.checked)}
                    >
                      <Switch.HiddenInput aria-label={`Show ${l.title} to students`} />
                      <Switch.Control />
                      <Switch.Label fontSize="sm">Shown</Switch.Label>
                    </Switch.Root>
                    <ItemActions
                      item={l.title}
                      size="xs"
                      actions={[
                        { action: "Edit", variant: "outline", onClick: () => onEdit(l) },
                        { action: "Archive", variant: "ghost", onClick: () => setArchived(l, true) },
                      ]}
                    />
                  </HStack>
                </Box>
                <Stack gap="1">
                  {MOVES.map(({ dir, step, Icon }) => (
                    <IconButton
                      key={dir}
                      id={`link-${dir}-${l._id}`}
                      size="xs"
                      variant="outline"
                      aria-label={`Move ${l.title} ${dir}`}
                      disabled={!list[i + step]}
                      onClick={() => move(l, i + step, dir)}
                      onBlur={(e) => e.relatedTarget && setFocusAfter(null)}
                    >
                      <Icon />
                    </IconButton>
                  ))}
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}

export default LinksPage;
