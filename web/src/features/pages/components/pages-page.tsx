import { Badge, Box, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { Page } from "@shared/page.schema";
import { useQueryClient } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { ItemActions } from "@/components/ui/item-action-button";
import { ArchiveTabs } from "@/components/ui/archive-tabs";
import { archiveTitled } from "@/components/ui/archive-toggle";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { getPageQueryOptions, usePage } from "../api/get-page";
import { usePages } from "../api/list-pages";
import { useSetPageArchived } from "../api/save-page";
import { PageEditor } from "./page-editor";
import { PageHistory } from "./page-history";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";

/** Which page the screen edits, from the address: `?page=<id>`, or `?page=new`. */
export const editedPageOf = (params: URLSearchParams) => params.get("page");

const audienceText = (p: Page) =>
  p.audience.type === "everyone"
    ? "Every student"
    : `${p.audience.ids.length} group${p.audience.ids.length === 1 ? "" : "s"}`;

/** /static-content/manage: the pages students read, their editor and their history. */
export function PagesPage() {
  const [params, , setParams] = useSearchParamSetter({ push: true });
  const editing = editedPageOf(params);
  const open = (id: string | null) => setParams({ page: id });

  return (
    <Box>
      <PageHeader
        title="Pages"
        description="What students read in the app: dress code, FAQ, term dates and policies."
        primary={!editing && { label: "New page", icon: <Plus aria-hidden />, onClick: () => open("new") }}
      />
      {editing ? (
        <EditScreen id={editing === "new" ? null : editing} onOpen={open} />
      ) : (
        <ArchiveTabs
          label="Pages"
          current={<PageList archived={false} onOpen={open} />}
          archived={<PageList archived onOpen={open} />}
        />
      )}
    </Box>
  );
}

function PageList({ archived, onOpen }: { archived: boolean; onOpen: (id: string) => void }) {
  const pages = usePages(archived);
  const setArchived = archiveTitled<Page>(useSetPageArchived(), "page");
  const toggle = (p: Page) => setArchived(p, !archived);
  return (
    <QueryStates
      query={pages}
      noun="pages"
      skeleton={{ rows: 4, height: "16" }}
      empty={
        <EmptyView
          icon={<FileText />}
          title={archived ? "No archived pages" : "No pages yet"}
          description={
            archived
              ? "Archived pages keep their history and can come back."
              : "Write the first page students will read."
          }
          action={!archived && <Button onClick={() => onOpen("new")}>New page</Button>}
        />
      }
    >
      {(list) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={archived ? "Archived pages" : "Pages"}>
          {list.map((p) => (
            <Card.Root as="li" key={p._id} size="sm" data-testid="page-row">
              <Card.Body>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Box minW="0" flex="1" flexBasis="16rem">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{p.title}</Text>
                      <Badge colorPalette={p.status === "published" ? "green" : "gray"} variant="subtle">
                        {p.status === "published" ? "Published" : "Draft"}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      /{p.slug} · {audienceText(p)} · version {p.version}
                      {p.updatedByName ? `, last saved by ${p.updatedByName}` : ""}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <ItemActions
                      item={p.title}
                      size="sm"
                      actions={[
                        !archived && { action: "Edit", variant: "outline", onClick: () => onOpen(p._id) },
                        {
                          action: archived ? "Unarchive" : "Archive",
                          variant: "ghost",
                          onClick: () => toggle(p),
                        },
                      ]}
                    />
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}

/** The editor of one page (or a new one), once what it needs has loaded. */
function EditScreen({ id, onOpen }: { id: string | null; onOpen: (id: string | null) => void }) {
  const page = usePage(id);
  const list = usePages(false);
  const nextOrder = (pages: readonly Page[] = []) => pages.reduce((top, p) => Math.max(top, p.order + 1), 0);
  const skeleton = { rows: 6, height: "12" };
  // A new page goes last: its position waits for the list.
  if (!id)
    return (
      <QueryStates query={list} noun="pages" skeleton={skeleton}>
        {(pages) => <PageEditing id={null} loaded={null} nextOrder={nextOrder(pages)} onOpen={onOpen} />}
      </QueryStates>
    );
  return (
    <QueryStates query={page} noun="page" skeleton={skeleton}>
      {(loaded) => <PageEditing id={id} loaded={loaded} nextOrder={nextOrder(list.data)} onOpen={onOpen} />}
    </QueryStates>
  );
}

/** The editor, with the page's history beside it once it exists. */
function PageEditing({
  id,
  loaded,
  nextOrder,
  onOpen,
}: {
  id: string | null;
  loaded: Page | null;
  nextOrder: number;
  onOpen: (id: string | null) => void;
}) {
  const qc = useQueryClient();
  // The editor starts from the page as loaded; after a save or restore it is keyed on the version.
  const [shown, setShown] = useState<Page | null>(null);
  const current = shown && shown._id === id ? shown : loaded;
  const reload = async () => {
    if (!id) return undefined;
    const fresh = await qc.fetchQuery({ ...getPageQueryOptions(id), staleTime: 0 });
    setShown(fresh);
    return fresh;
  };
  return (
    <Stack gap="6">
      <PageEditor
        key={current ? `${current._id}-${current.version}` : "new"}
        page={current ?? undefined}
        nextOrder={nextOrder}
        onSaved={(saved) => {
          setShown(saved);
          if (!id) onOpen(saved._id);
        }}
        onCancel={() => onOpen(null)}
        onReload={reload}
      />
      {current && <PageHistory page={current} onRestored={setShown} />}
    </Stack>
  );
}

export default PagesPage;
