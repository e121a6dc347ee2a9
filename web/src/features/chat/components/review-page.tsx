import { Button, Flex, Stack, Textarea } from "@chakra-ui/react";
import { chatReviewSchema } from "@shared/chat.schema";
import { Download, Eye } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useAuth } from "@/lib/auth/use-auth";
import { useSchemaForm } from "@/lib/use-schema-form";
import { downloadChatExport, useReviewChat, type ExportFormat } from "../api/review-chat";
import { ReviewTranscript } from "./review-transcript";

/**
 * `/support/review/:id` (admins): open any conversation read-only for a stated reason (a
 * complaint, a safeguarding concern), then download it as CSV or PDF. The API audits each
 * opening and each download with the reason; nobody in the conversation is told.
 */
export default function ReviewPage() {
  const { id = "" } = useParams();
  const { auth } = useAuth();
  const form = useSchemaForm(chatReviewSchema, { defaultValues: { reason: "" } });
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const review = useReviewChat(id);

  if (auth.user && auth.user.role !== "admin") {
    return (
      <PageHeader
        title="Review a conversation"
        description="Only an admin can open a conversation for review."
      />
    );
  }

  const open = submitOrReport(
    form,
    async ({ reason }) => {
      await review.mutateAsync(reason);
    },
    { failure: "The conversation could not be opened.", id: "chat-review" },
  );

  // A download states the same reason: the form checks it, and a failure reports like a save's.
  const download = (format: ExportFormat) =>
    submitOrReport(
      form,
      async ({ reason }) => {
        setDownloading(format);
        try {
          await downloadChatExport(id, reason, format);
        } finally {
          setDownloading(null);
        }
      },
      { failure: `The ${format.toUpperCase()} could not be made.`, id: `chat-export-${format}` },
    )();

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title="Review a conversation"
        description="Open any conversation read-only. Your reason is kept in the audit trail with each opening and download."
      />
      <SectionCard title="Why are you opening it?">
        <form onSubmit={open} noValidate>
          <Stack gap="4">
            <FormField
              label="Reason"
              required
              error={form.formState.errors.reason?.message}
              helper="At least 5 characters, e.g. a parent's complaint."
            >
              <Textarea {...form.register("reason")} maxLength={500} rows={2} />
            </FormField>
            <Flex gap="2" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={review.isPending}>
                <Eye /> Open read-only
              </Button>
              <Button variant="outline" onClick={() => void download("csv")} loading={downloading === "csv"}>
                <Download /> Download CSV
              </Button>
              <Button variant="outline" onClick={() => void download("pdf")} loading={downloading === "pdf"}>
                <Download /> Download PDF
              </Button>
            </Flex>
          </Stack>
        </form>
      </SectionCard>
      {review.data && (
        <SectionCard title="Conversation">
          <ReviewTranscript review={review.data} />
        </SectionCard>
      )}
    </Stack>
  );
}
