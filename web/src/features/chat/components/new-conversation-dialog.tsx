import { Badge, Box, Button, Dialog, Flex, Input, Stack, Text } from "@chakra-ui/react";
import { createChatSchema, type ChatContact } from "@shared/chat.schema";
import { useState } from "react";
import { toast } from "react-toastify";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { FormField } from "@/components/ui/form-field";
import { LazyTabs } from "@/components/ui/lazy-tabs";
import { QueryStates } from "@/components/ui/load-states";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreateChat } from "../api/create-chat";
import { useContacts } from "../api/list-contacts";
import { FormInput } from "@/components/ui/form-input";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A person was picked: the page shows their chat, or "CHAT NOT FOUND" to start one. */
  onPickPerson: (contact: ChatContact) => void;
  onGroupCreated: (chatId: string) => void;
}

function ContactPicker({
  selected,
  onToggle,
  label,
}: {
  selected: Set<string>;
  onToggle: (c: ChatContact) => void;
  label: string;
}) {
  const [q, setQ] = useState("");
  const contacts = useContacts(q);
  return (
    <Stack gap="2">
      <Input
        placeholder="Name or email"
        aria-label={label}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md" p="1">
        <QueryStates
          query={contacts}
          noun="people"
          skeleton={{ rows: 4, height: "8" }}
          empty={
            <Text p="3" color="fg.muted" fontSize="sm">
              Nobody matches “{q}”.
            </Text>
          }
        >
          {(people) => (
            <Stack as="ul" gap="0" role="list">
              {people.map((c) => (
                <Box as="li" key={c.uid} listStyleType="none">
                  <Flex
                    as="button"
                    w="full"
                    textAlign="start"
                    px="3"
                    py="2"
                    gap="2"
                    align="center"
                    borderRadius="md"
                    bg={selected.has(c.uid) ? "brand.subtle" : undefined}
                    _hover={{ bg: "bg.muted" }}
                    _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
                    onClick={() => onToggle(c)}
                    aria-pressed={selected.has(c.uid)}
                    data-testid="contact-option"
                  >
                    <Box flex="1" minW="0">
                      <Text fontSize="sm" fontWeight="medium" truncate>
                        {c.displayName}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {c.email}
                      </Text>
                    </Box>
                    <Badge colorPalette={c.kind === "staff" ? "purple" : "gray"}>
                      {c.kind === "staff" ? "Staff" : "Student"}
                    </Badge>
                  </Flex>
                </Box>
              ))}
            </Stack>
          )}
        </QueryStates>
      </Box>
    </Stack>
  );
}

const groupFormSchema = createChatSchema.options[1].omit({ type: true });

function GroupTab({ onCreated }: { onCreated: (chatId: string) => void }) {
  const [members, setMembers] = useState<Map<string, ChatContact>>(new Map());
  const create = useCreateChat();
  const form = useSchemaForm(groupFormSchema, {
    defaultValues: { name: "", memberUids: [] },
  });
  const fields = { register: form.register, errors: form.formState.errors };

  const toggle = (c: ChatContact) => {
    const next = new Map(members);
    if (next.has(c.uid)) next.delete(c.uid);
    else next.set(c.uid, c);
    setMembers(next);
    form.setValue("memberUids", [...next.keys()], { shouldValidate: form.formState.isSubmitted });
  };

  const submit = submitOrReport(
    form,
    async (values) => {
      const chat = await create.mutateAsync({ type: "group", ...values });
      toast.success(`Group “${chat.name}” created.`);
      onCreated(chat.id);
    },
    { id: "chat-group-create" },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <FormInput label="Group name" required fields={fields} name="name" placeholder="e.g. Showcase cast" />
        <FormField label="Members" error={form.formState.errors.memberUids?.message}>
          <Box>
            {members.size > 0 && (
              <Flex gap="1" wrap="wrap" mb="2">
                {[...members.values()].map((m) => (
                  <Badge key={m.uid} colorPalette="brand">
                    {m.displayName}
                  </Badge>
                ))}
              </Flex>
            )}
            <ContactPicker
              selected={new Set(members.keys())}
              onToggle={toggle}
              label="Search people to add"
            />
          </Box>
        </FormField>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          Create group
        </Button>
      </Stack>
    </form>
  );
}

/** "New conversation": a person (student or staff) or a group with a name and members. */
export function NewConversationDialog({ open, onOpenChange, onPickPerson, onGroupCreated }: Props) {
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      size="md"
      fullScreenOnPhone
      closeLabel="Close"
    >
      <Dialog.Header>
        <Dialog.Title>New conversation</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {open && (
          <LazyTabs
            tabs={[
              {
                value: "person",
                label: "Person",
                panel: <ContactPicker selected={new Set()} onToggle={onPickPerson} label="Search people" />,
              },
              { value: "group", label: "Group", panel: <GroupTab onCreated={onGroupCreated} /> },
            ]}
          />
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
