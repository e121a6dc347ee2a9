import { Alert, Avatar, Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { TeamMember } from "@shared/team.schema";
import { UserPlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { AdminOnly } from "@/lib/auth/admin-only";
import { useAuth } from "@/lib/auth/use-auth";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useChangeTeamMember, type TeamAction } from "../api/change-team-member";
import { useTeam } from "../api/list-team";
import { InviteDialog } from "./invite-dialog";
import { describeAction, MemberActions } from "./member-actions";
import { TeamRoleBadge, TeamStatusBadge } from "./team-badges";

const DONE: Record<TeamAction["kind"], (name: string) => string> = {
  role: (name) => `${name}'s role is changed.`,
  disable: (name) => `${name}'s account is disabled.`,
  enable: (name) => `${name}'s account is enabled.`,
  resend: (name) => `A new invitation is on its way to ${name}.`,
  revoke: (name) => `The invitation to ${name} is revoked.`,
};

function MemberRow({
  member,
  isMe,
  onAction,
}: {
  member: TeamMember;
  isMe: boolean;
  onAction: (action: TeamAction) => void;
}) {
  const school = useSchoolFormat();
  const lastSignIn = member.lastSignInAt ? school.dateTime(member.lastSignInAt) : "Never";
  return (
    <Flex
      as="li"
      data-testid="team-member"
      align="center"
      gap="3"
      wrap="wrap"
      px={{ base: "3", md: "4" }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
        <Avatar.Fallback name={member.displayName} />
      </Avatar.Root>
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {member.displayName}
          {isMe && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {" "}
              (you)
            </Text>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {member.email}
        </Text>
      </Box>
      <Flex
        gap="2"
        align="center"
        wrap="wrap"
        order={{ base: 1, md: 0 }}
        w={{ base: "full", md: "auto" }}
        ps={{ base: "11", md: "0" }}
      >
        {/* Fixed widths from md up, so the columns line up from row to row. */}
        <Box w={{ md: "16" }}>
          <TeamRoleBadge role={member.role} />
        </Box>
        <Box w={{ md: "20" }}>
          <TeamStatusBadge status={member.status} />
        </Box>
        <Text fontSize="sm" color="fg.muted" w={{ md: "64" }}>
          Last sign-in: {lastSignIn}
        </Text>
      </Flex>
      <MemberActions member={member} onAction={onAction} />
    </Flex>
  );
}

function TeamList() {
  const team = useTeam();
  const change = useChangeTeamMember();
  const { auth } = useAuth();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<{ member: TeamMember; action: TeamAction } | null>(null);

  const run = (member: TeamMember, action: TeamAction) =>
    change.mutate(
      { id: member._id, action },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(DONE[action.kind](member.displayName));
        },
        onError: (err) => {
          setConfirming(null);
          toastErrorWithRetry((err as Error).message, () => run(member, action), "team-change");
        },
      },
    );
  const ask = (member: TeamMember, action: TeamAction) =>
    describeAction(member, action).confirm ? setConfirming({ member, action }) : run(member, action);

  return (
    <Box>
      <PageHeader
        title="Team"
        description="Staff and admins who use Studio Admin: invite people, change roles, disable accounts."
        primary={{ label: "Invite", icon: <UserPlus aria-hidden />, onClick: () => setInviting(true) }}
      />
      <QueryStates
        query={team}
        noun="team"
        skeleton={{ rows: 5, height: "14" }}
        empty={
          <EmptyView
            icon={<UsersRound />}
            title="Nobody on the team yet"
            description="Invite your staff: each gets a mail to set their password."
            action={<Button onClick={() => setInviting(true)}>Invite</Button>}
          />
        }
      >
        {(members) => (
          <Stack
            as="ul"
            listStyleType="none"
            gap="0"
            borderWidth="1px"
            borderRadius="lg"
            bg="bg"
            aria-label="Team"
          >
            {members.map((m) => (
              <MemberRow key={m._id} member={m} isMe={m._id === auth.user?._id} onAction={(a) => ask(m, a)} />
            ))}
          </Stack>
        )}
      </QueryStates>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={Boolean(confirming)}
        title={confirming ? `${describeAction(confirming.member, confirming.action).label}?` : ""}
        body={confirming ? (describeAction(confirming.member, confirming.action).confirm ?? "") : ""}
        confirmLabel={confirming ? describeAction(confirming.member, confirming.action).label : "Confirm"}
        destructive={confirming?.action.kind === "disable" || confirming?.action.kind === "revoke"}
        loading={change.isPending}
        onConfirm={() => confirming && run(confirming.member, confirming.action)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}

/** /setting/team: admins manage the team; staff (who do not see it in the menu) are told why not. */
export function TeamPage() {
  return (
    <AdminOnly
      fallback={
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>Only admins manage the team.</Alert.Title>
        </Alert.Root>
      }
    >
      <TeamList />
    </AdminOnly>
  );
}

export default TeamPage;
