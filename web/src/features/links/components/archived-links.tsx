import { Box, Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { Link } from "@shared/link.schema";
import { Link2 } from "lucide-react";
import { ItemActionButton } from "@/components/ui/item-action-button";
import { archiveTitled } from "@/components/ui/archive-toggle";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { useLinks } from "../api/list-links";
import { useSetLinkArchived } from "../api/save-link";

/** The archived links, each to bring back. */
export function ArchivedLinks() {
  const links = useLinks(true);
  const setArchived = archiveTitled<Link>(useSetLinkArchived(), "link");
  return (
    <QueryStates
      query={links}
      noun="archived links"
      skeleton={{ rows: 3 }}
      empty={
        <EmptyView icon={<Link2 />} title="No archived links" description="Archived links can come back." />
      }
    >
      {(archived) => (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Archived links">
          {archived.map((l) => (
            <Card.Root as="li" key={l._id} size="sm">
              <Card.Body>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Box minW="0">
                    <Text fontWeight="semibold">{l.title}</Text>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {l.url}
                    </Text>
                  </Box>
                  <ItemActionButton
                    action="Unarchive"
                    item={l.title}
                    size="sm"
                    variant="outline"
                    onClick={() => setArchived(l, false)}
                  />
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}
