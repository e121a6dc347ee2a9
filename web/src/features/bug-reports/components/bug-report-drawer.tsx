import { Box, Button, DataList, Heading, HStack, Image, Link, Stack, Text, Wrap } from "@chakra-ui/react";
import { BUG_TRANSITIONS, type BugReport, type BugStatus } from "@shared/bug-report.schema";
import { Fragment, type ReactNode } from "react";
import { toast } from "react-toastify";
import { DetailDrawer } from "@/components/ui/detail-drawer";
import { FormField } from "@/components/ui/form-field";
import { QueryStates } from "@/components/ui/load-states";
import { SelectInput } from "@/components/ui/select-input";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { activePeopleOptions, useLookups } from "@/lib/lookups";
import { useChangeBugReport, type BugReportChange } from "../api/change-bug-report";
import { useBugReport } from "../api/get-bug-report";
import { BugStatusBadge, SeverityBadge } from "./bug-badges";
import { BugMessageForm } from "./bug-message-form";
import { BugThread } from "./bug-thread";
import { useSchoolFormat } from "@/lib/use-school-format";
import { DuplicatePicker } from "./duplicate-picker";

/** The button that moves a report from `from` to `to`, and what its toast says once done. */
function step(from: BugStatus, to: BugStatus): [label: string, done: string] {
  if (to === "triaged") return from === "new" ? ["Triage", "triaged"] : ["Reopen", "reopened"];
  const steps = {
    new: ["New", "new"],
    in_progress: ["Start work", "in progress"],
    resolved: ["Resolve", "resolved"],
    closed: ["Close report", "closed"],
  } as const;
  return [...steps[to]];
}

/** The report's two threads: replies the student reads, and notes only staff see. */
const THREADS = [
  {
    kind: "replies",
    title: "Replies to the student",
    empty: "No reply yet.",
    form: {
      label: "Reply",
      helper: "The student sees this on their report.",
      submitLabel: "Send reply",
      failure: "The reply could not be sent.",
    },
  },
  {
    kind: "notes",
    title: "Internal notes",
    empty: "No notes yet.",
    form: {
      label: "Note",
      helper: "Staff only: students never see notes.",
      submitLabel: "Add note",
      failure: "The note could not be saved.",
    },
  },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Paragraph({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm" color={text ? undefined : "fg.muted"}>
      {text || "Not given."}
    </Text>
  );
}

/** A report opened from the inbox: what the student wrote, and everything staff do with it. */
export function BugReportDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useBugReport(id);
  const school = useSchoolFormat();
  const report = query.data;
  return (
    <DetailDrawer
      open={Boolean(id)}
      onClose={onClose}
      title={report?.title ?? "Bug report"}
      subtitle={
        report && (
          <HStack gap="2" mt="1" wrap="wrap">
            <BugStatusBadge status={report.status} />
            <SeverityBadge severity={report.severity} />
            <Text fontSize="sm" color="fg.muted">
              {report.reporter.displayName} · {school.dateTime(report.createdAt)}
            </Text>
          </HStack>
        )
      }
    >
      <QueryStates query={query} noun="report" skeleton={{ rows: 6 }}>
        {(data) => <ReportBody report={data} />}
      </QueryStates>
    </DetailDrawer>
  );
}

function ReportBody({ report }: { report: BugReport }) {
  const school = useSchoolFormat();
  const change = useChangeBugReport();
  const lookups = useLookups();
  const staff = lookups.data?.instructors ?? [];

  const run = (c: BugReportChange, done: string, failure: string) =>
    change.mutateAsync(c).then(
      () => toast.success(done),
      (err: Error) => {
        toastErrorWithRetry(
          `${failure} ${err.message}`,
          () => void run(c, done, failure),
          `bug-${c.kind}-${c.id}`,
        );
      },
    );
  const send = (kind: "notes" | "replies") => (text: string) =>
    change.mutateAsync({ kind, id: report._id, text });

  return (
    <Stack gap="6" pb="6">
      <Section title="Workflow">
        <Wrap gap="2">
          {BUG_TRANSITIONS[report.status].map((to) => (
            <Button
              key={to}
              size="sm"
              colorPalette={to === "triaged" && report.status !== "new" ? undefined : "brand"}
              variant={to === "triaged" && report.status !== "new" ? "outline" : "solid"}
              loading={
                change.isPending && change.variables?.kind === "status" && change.variables.status === to
              }
              onClick={() =>
                void run(
                  { kind: "status", id: report._id, status: to },
                  `“${report.title}” is ${step(report.status, to)[1]}.`,
                  "The status could not be changed.",
                )
              }
            >
              {step(report.status, to)[0]}
            </Button>
          ))}
        </Wrap>
        <FormField label="Assignee">
          <SelectInput
            root={{ size: "sm" }}
            value={report.assignee?.uid ?? ""}
            onChange={(e) =>
              void run(
                { kind: "assign", id: report._id, assigneeUid: e.target.value || null },
                e.target.value ? "Report assigned." : "Report unassigned.",
                "The report could not be assigned.",
              )
            }
            // Only people who can act; someone disabled or gone keeps their name on the report.
            options={activePeopleOptions(
              staff,
              report.assignee && { _id: report.assignee.uid, name: report.assignee.displayName },
            )}
          >
            <option value="">Unassigned</option>
          </SelectInput>
        </FormField>
        <DuplicatePicker
          report={report}
          busy={change.isPending}
          onChange={(duplicateOf) =>
            void run(
              { kind: "duplicate", id: report._id, duplicateOf },
              duplicateOf ? "Marked as a duplicate and closed." : "No longer marked as a duplicate.",
              "The duplicate mark could not be changed.",
            )
          }
        />
      </Section>

      <Section title="What happened">
        <Paragraph text={report.whatHappened} />
      </Section>
      <Section title="Steps to reproduce">
        <Paragraph text={report.steps} />
      </Section>
      <Section title="Expected">
        <Paragraph text={report.expected} />
      </Section>
      <Section title="Captured by the app">
        <DataList.Root orientation="horizontal" size="sm">
          {(
            [
              ["App version", report.context.appVersion],
              ["Device and browser", report.context.device],
              ["Screen", report.context.route],
              ["Seen at", school.dateTime(report.context.occurredAt)],
            ] as const
          ).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>
      {report.screenshots.length > 0 && (
        <Section title="Screenshots">
          <Wrap gap="3">
            {report.screenshots.map((s, i) => (
              <Link key={s.path} href={s.url} target="_blank" rel="noreferrer">
                <Image
                  src={s.url}
                  alt={`Screenshot ${i + 1} of ${report.screenshots.length}`}
                  maxH="40"
                  borderRadius="md"
                />
              </Link>
            ))}
          </Wrap>
        </Section>
      )}

      {THREADS.map(({ kind, title, empty, form }) => {
        const thread = (
          <Section title={title}>
            <BugThread messages={report[kind]} empty={empty} testId={`bug-${kind}`} />
            <BugMessageForm
              {...form}
              onSend={send(kind)}
              id={`bug-${form.label.toLowerCase()}-${report._id}`}
            />
          </Section>
        );
        // Notes sit in a dashed box: staff only, set apart from what the student reads.
        return kind === "notes" ? (
          <Box key={kind} borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
            {thread}
          </Box>
        ) : (
          <Fragment key={kind}>{thread}</Fragment>
        );
      })}
    </Stack>
  );
}
