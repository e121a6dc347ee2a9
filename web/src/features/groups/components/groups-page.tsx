import { Badge, Box, Button, Card, HStack, Heading, Progress, SimpleGrid, Text } from "@chakra-ui/react";
import type { GroupWithCount } from "@shared/group.schema";
import { Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "react-toastify";
import { ItemActions } from "@/components/ui/item-action-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useGroups } from "../api/list-groups";
import { useDeleteGroup } from "../api/save-group";
import { GroupFormDialog } from "./group-form-dialog";
import { othersText } from "../member-counts";

/** /students/groups: every group with its members against capacity; create, edit, delete. */
export function GroupsPage() {
  const groups = useGroups();
  const del = useDeleteGroup();
  const [editing, setEditing] = useState<GroupWithCount | "new" | null>(null);
  const [deleting, setDeleting] = useState<GroupWithCount | null>(null);

  const remove = (g: GroupWithCount) =>
    del.mutate(g._id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(`${g.name} is deleted.`);
      },
      onError: (err) => {
        setDeleting(null);
        toastErrorWithRetry((err as Error).message, () => remove(g), "group-delete");
      },
    });

  return (
    <Box>
      <PageHeader
        title="Groups"
        description="Class groups, their members and capacity."
        primary={{ label: "New group", icon: <Plus aria-hidden />, onClick: () => setEditing("new") }}
      />
      <QueryStates
        query={groups}
        noun="groups"
        skeleton={{ rows: 4, height: "32" }}
        empty={
          <EmptyView
            icon={<Users />}
            title="No groups yet"
            description="Create a group, then add students to it."
            action={<Button onClick={() => setEditing("new")}>New group</Button>}
          />
        }
      >
        {(list) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.map((g) => {
              const full = g.memberCount >= g.capacity;
              return (
                <Card.Root key={g._id} borderTopWidth="4px" borderTopColor={g.color} data-testid="group-card">
                  <Card.Body gap="2">
                    <HStack justify="space-between" align="start">
                      <Heading as="h2" size="md">
                        <RouterLink to={`/students/groups/${encodeURIComponent(g._id)}`}>{g.name}</RouterLink>
                      </Heading>
                      {g.level && <Badge variant="subtle">{g.level}</Badge>}
                    </HStack>
                    {/* Groups written by older tools may lack an age range. */}
                    {g.ageRange && (
                      <Text fontSize="sm" color="fg.muted">
                        Ages {g.ageRange.min}–{g.ageRange.max}
                      </Text>
                    )}
                    {g.description && (
                      <Text fontSize="sm" lineClamp={2}>
                        {g.description}
                      </Text>
                    )}
                    <Progress.Root
                      value={Math.min(100, (g.memberCount / Math.max(1, g.capacity)) * 100)}
                      colorPalette={g.memberCount > g.capacity ? "red" : full ? "orange" : "brand"}
                      size="sm"
                      mt="2"
                    >
                      <HStack justify="space-between" mb="1">
                        <Progress.Label fontSize="sm">Active students</Progress.Label>
                        <Progress.ValueText fontSize="sm">
                          {g.memberCount} / {g.capacity}
                        </Progress.ValueText>
                      </HStack>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    {othersText(g) && (
                      <Text fontSize="xs" color="fg.muted" mt="1" data-testid="group-others">
                        Also {othersText(g)}: they hold no place.
                      </Text>
                    )}
                  </Card.Body>
                  <Card.Footer gap="2">
                    <Button asChild size="sm" colorPalette="brand" variant="subtle">
                      <RouterLink
                        to={`/students/groups/${encodeURIComponent(g._id)}`}
                        aria-label={`Members of ${g.name}`}
                      >
                        Members
                      </RouterLink>
                    </Button>
                    <ItemActions
                      item={g.name}
                      size="sm"
                      actions={[
                        { action: "Edit", variant: "outline", onClick: () => setEditing(g) },
                        {
                          action: "Delete",
                          variant: "ghost",
                          colorPalette: "red",
                          onClick: () => setDeleting(g),
                        },
                      ]}
                    />
                  </Card.Footer>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        )}
      </QueryStates>
      {editing && (
        <GroupFormDialog
          open
          group={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this group?"
        body={
          deleting && deleting.memberCount > 0
            ? `${deleting.name} has ${deleting.memberCount} students. Remove them first; a group with students cannot be deleted.`
            : `${deleting?.name ?? "The group"} will be deleted.`
        }
        confirmLabel="Delete"
        destructive
        loading={del.isPending}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

export default GroupsPage;
