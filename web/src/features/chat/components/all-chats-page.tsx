import { Stack } from "@chakra-ui/react";
import { MessagesSquare } from "lucide-react";
import { CursorListStates } from "@/components/ui/load-more-button";
import { EmptyView } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/lib/auth/use-auth";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useAllChats } from "../api/list-all-chats";
import { AllChatsRow } from "./all-chats-row";

const TITLE = "All conversations";

/**
 * `/support/review` (admins): every conversation in the school, newest activity first, including
 * staff members' chats with students the admin is not in, each with a link to its review.
 */
export default function AllChatsPage() {
  const { auth } = useAuth();
  if (auth.user && auth.user.role !== "admin") {
    return <PageHeader title={TITLE} description="Only an admin can see every conversation." />;
  }
  return <AllChatsList />;
}

function AllChatsList() {
  const list = useAllChats();
  const format = useSchoolFormat();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={TITLE}
        description="Every conversation, latest activity first. Open one read-only to review it; your reason is kept in the audit trail."
      />
      <CursorListStates
        pages={list}
        count={items.length}
        skeleton={{ rows: 5, height: "16" }}
        noun="conversations"
        testId="all-chats-list"
        empty={
          <EmptyView
            icon={<MessagesSquare />}
            title="No conversations yet"
            description="Conversations show here once someone has written in them."
          />
        }
      >
        <Stack as="ul" gap="2" listStyleType="none" aria-label={TITLE}>
          {items.map((chat) => (
            <AllChatsRow key={chat.id} chat={chat} format={format} />
          ))}
        </Stack>
      </CursorListStates>
    </Stack>
  );
}
