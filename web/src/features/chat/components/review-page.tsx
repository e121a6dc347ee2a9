import { Button, Flex, Stack, Textarea } from "@chakra-ui/react";
import { chatReviewSchema } from "@shared/chat.schema";
import { Download, Eye } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router-dom";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
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

  const checkedReason = () => {
    const parsed = chatReviewSchema.safeParse({ reason });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data.reason : null;
  };

  const open = (e: FormEvent) => {
    e.preventDefault();
    const ok = checkedReason();
    if (!ok) return;
    review.mutate(ok, {
      onError: (err) => {
        if (err instanceof ApiError && err.fields.reason) setError(err.fields.reason);
        else setError(err instanceof ApiError ? err.message : "The conversation could not be opened.");
      },
    });
  };

  const download = async (format: ExportFormat) => {
    const ok = checkedReason();
    if (!ok) return;
    setDownloading(format);
    try {
      await downloadChatExport(id, ok, format);
    } catch {
      toastErrorWithRetry(`The ${format.toUpperCase()} could not be made.`, () => void download(format));
    } finally {
      setDownloading(null);
    }
  };

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
              error={error}
              helper="At least 5 characters, e.g. a parent's complaint."
            >
              <Textarea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                rows={2}
                name="reason"
              />
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
