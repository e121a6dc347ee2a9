import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import {
  BUG_SCREENSHOTS_MAX,
  BUG_SEVERITIES,
  BUG_SEVERITY_LABELS,
  createBugReportSchema,
  type BugSeverity,
} from "@shared/bug-report.schema";
import { useState } from "react";
import { FormNotes, SchemaForm } from "@/components/ui/schema-form";
import { lastScreen } from "@/lib/last-screen";
import { useFileInput } from "@/lib/use-file-input";
import { useSchemaSubmit } from "@/lib/use-schema-submit";
import { fileReport, screenshotProblem, uploadScreenshot } from "../api/file-report";
import { reportContext } from "../report-context";

/** What the person types, checked before the screenshots upload; the rest is added on sending. */
const typedSchema = createBugReportSchema.pick({ title: true, whatHappened: true, severity: true });

/** The report form: what happened, how bad, up to 3 screenshots; the context is added by itself. */
export function ReportForm({ onFiled }: { onFiled: () => void }) {
  const [title, setTitle] = useState("");
  const [whatHappened, setWhatHappened] = useState("");
  const [severity, setSeverity] = useState<BugSeverity>("medium");
  const [files, setFiles] = useState<File[]>([]);
  const picker = useFileInput();
  const keepFiles = (kept: File[]) => {
    setFiles(kept);
    if (kept.length === 0) picker.clear();
  };
  const submit = useSchemaSubmit(
    typedSchema,
    { title, whatHappened, severity },
    async (typed) => {
      const screenshots = await Promise.all(files.map((f) => uploadScreenshot(f)));
      const device = { userAgent: navigator.userAgent, width: innerWidth, height: innerHeight };
      await fileReport({ ...typed, screenshots, context: reportContext(lastScreen(), new Date(), device) });
      setTitle("");
      setWhatHappened("");
      keepFiles([]);
      onFiled();
    },
    {
      fields: ["title", "whatHappened", "severity", "screenshots"],
      failure: "The report could not be sent.",
    },
  );
  const { errors } = submit;

  const pick = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const problem =
      picked.length > BUG_SCREENSHOTS_MAX
        ? `At most ${BUG_SCREENSHOTS_MAX} screenshots.`
        : picked.map(screenshotProblem).find(Boolean);
    submit.setFieldError("screenshots", problem ?? null);
    keepFiles(problem ? [] : picked);
  };

  return (
    <SchemaForm submit={submit} aria-label="Report a problem">
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
        <Field.Root required invalid={!!errors.title}>
          <Field.Label>Title</Field.Label>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.whatHappened}>
          <Field.Label>What happened?</Field.Label>
          <Textarea value={whatHappened} onChange={(e) => setWhatHappened(e.target.value)} rows={4} />
          <Field.ErrorText>{errors.whatHappened}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>How bad is it?</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={severity} onChange={(e) => setSeverity(e.target.value as BugSeverity)}>
              {BUG_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {BUG_SEVERITY_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={!!errors.screenshots}>
          <Field.Label>Screenshots (up to 3)</Field.Label>
          <Input
            ref={picker.ref}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            onChange={(e) => pick(e.target.files)}
            p="1"
          />
          {files.length > 0 && <Field.HelperText>{files.map((f) => f.name).join(", ")}</Field.HelperText>}
          <Field.ErrorText>{errors.screenshots}</Field.ErrorText>
        </Field.Root>
        <Text fontSize="xs" color="fg.muted">
          The app version, your device and browser, the screen you were on and the time are sent with it.
        </Text>
        <FormNotes submit={submit} saved="Thank you: your report was sent." />
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={submit.busy} loadingText="Sending…">
            Send report
          </Button>
        </HStack>
      </Stack>
    </SchemaForm>
  );
}
