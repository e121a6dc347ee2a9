import { Alert, Box, Button, Card, HStack, Input, Progress, Stack, Table, Text } from "@chakra-ui/react";
import { CSV_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportReport } from "@shared/student.schema";
import { Download, FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { downloadBlob } from "@/lib/download-blob";
import { useImportStudents } from "../api/import-students";
import { TextTable } from "@/components/ui/text-table";

const TEMPLATE_ROWS = [
  [
    "Ava",
    "Example",
    "2014-03-09",
    "",
    "",
    "active",
    "Junior Ballet",
    "Autumn Ballet Term",
    "Sam Example",
    "sam@example.com",
    "+1 555 0100",
    "Mother",
    "Sam Example",
    "+1 555 0100",
    "",
    "yes",
    "",
    "",
  ],
  [
    "Leo",
    "Sample",
    "1999-11-21",
    "leo@example.com",
    "+1 555 0101",
    "waitlist",
    "Adult Open Class",
    "Adult Program",
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    "no",
    "",
    "",
  ],
];

function downloadTemplate() {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const text = [CSV_COLUMNS.join(","), ...TEMPLATE_ROWS.map((r) => r.map(quote).join(","))].join("\r\n");
  downloadBlob(new Blob([text], { type: "text/csv;charset=utf-8" }), "students-template.csv");
}

/** CSV import: choose a file, see a dry run's errors, then import with progress and a summary. */
export function CsvImport() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const run = useImportStudents();

  const choose = async (f: File | undefined) => {
    setPreview(null);
    setResult(null);
    setFileError(null);
    if (!f) return setFile(null);
    if (f.size > IMPORT_MAX_BYTES) {
      setFile(null);
      return setFileError("The file is larger than 2 MB. Split it into smaller files.");
    }
    const text = await f.text();
    setFile({ name: f.name, text });
    check(text);
  };

  const check = (text: string) => {
    run.mutate(
      { csv: text, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (err) =>
          setFileError(
            (err as Error).message +
              ("fields" in err && (err as { fields: Record<string, string> }).fields.file
                ? ` ${(err as { fields: Record<string, string> }).fields.file}`
                : ""),
          ),
      },
    );
  };

  const doImport = () => {
    if (!file) return;
    run.mutate(
      { csv: file.text, dryRun: false },
      {
        onSuccess: (report) => {
          setResult(report);
          setPreview(null);
          toast.success(`Imported ${report.created} student${report.created === 1 ? "" : "s"}.`);
        },
        onError: (err) =>
          toastErrorWithRetry(`The import failed. ${(err as Error).message}`, doImport, "import"),
      },
    );
  };

  const report = result ?? preview;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5">
          <Text color="fg.muted">
            Up to {IMPORT_MAX_ROWS.toLocaleString()} students and 2 MB per file. Rows matching a student
            already on the register (same email, or same name and date of birth) are skipped, so importing a
            file twice is safe.
          </Text>
          <HStack wrap="wrap" gap="3">
            <Button variant="outline" onClick={downloadTemplate}>
              <Download aria-hidden /> Download template
            </Button>
            <Button colorPalette="brand" variant="subtle" onClick={() => inputRef.current?.click()}>
              <FileUp aria-hidden /> Choose CSV file
            </Button>
            <Input
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              display="none"
              aria-label="CSV file"
              data-testid="csv-file"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            {file && <Text fontSize="sm">{file.name}</Text>}
          </HStack>
          {fileError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{fileError}</Alert.Title>
            </Alert.Root>
          )}
          {run.isPending && (
            <Progress.Root
              value={null}
              aria-label={run.variables?.dryRun ? "Checking the file" : "Importing"}
            >
              <Progress.Label mb="2">
                {run.variables?.dryRun ? "Checking the file…" : "Importing students…"}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {report && (
            <Stack gap="4" data-testid={result ? "import-summary" : "import-preview"}>
              <Alert.Root status={report.errors.length ? "warning" : "success"}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {result
                      ? `Imported ${report.created} of ${report.totalRows} rows.`
                      : `${report.totalRows} rows: ${report.created} to import, ${report.skipped.length} already on the register, ${new Set(report.errors.map((e) => e.row)).size} with errors.`}
                  </Alert.Title>
                  <Alert.Description>
                    {result
                      ? `${report.skipped.length} skipped, ${new Set(report.errors.map((e) => e.row)).size} rows with errors were not imported.`
                      : "Rows with errors are left out. Fix them in the file and import it again at any time."}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              {report.errors.length > 0 && (
                <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="80">
                  <TextTable
                    size="sm"
                    stickyHeader
                    caption="Rows with errors"
                    columns={["Row", "Column", "Problem"]}
                    rows={report.errors.map((e, i) => ({
                      key: `${e.row}-${e.field}-${i}`,
                      cells: [e.row, e.field, e.message],
                    }))}
                  />
                </Table.ScrollArea>
              )}
              {report.skipped.length > 0 && (
                <Box fontSize="sm" color="fg.muted">
                  Skipped:{" "}
                  {report.skipped
                    .slice(0, 20)
                    .map((s) => `row ${s.row}`)
                    .join(", ")}
                  {report.skipped.length > 20 ? ` and ${report.skipped.length - 20} more` : ""}.
                </Box>
              )}
              {preview && !result && (
                <HStack>
                  <Button
                    colorPalette="brand"
                    onClick={doImport}
                    disabled={preview.created === 0}
                    loading={run.isPending}
                  >
                    Import {preview.created} student{preview.created === 1 ? "" : "s"}
                  </Button>
                </HStack>
              )}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
