import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { Page, PageVersion } from "@shared/page.schema";
import { useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { allQueries, QueryStates } from "@/components/ui/load-states";
import { SectionCard } from "@/components/ui/section-card";
import { SelectInput } from "@/components/ui/select-input";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useSchoolFormat } from "@/lib/use-school-format";
import { usePageVersion, usePageVersions } from "../api/list-page-versions";
import { useRestorePageVersion } from "../api/save-page";
import { LineDiff } from "./line-diff";

/**
 * A page's history: every save with who made it and when, a line diff between any two
 * versions, and Restore, which saves an old version again as the newest.
 */
export function PageHistory({ page, onRestored }: { page: Page; onRestored: (p: Page) => void }) {
  const versions = usePageVersions(page._id);
  const school = useSchoolFormat();
  const restore = useRestorePageVersion();
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  const latest = page.version;
  const from = pair?.from ?? Math.max(1, latest - 1);
  const to = pair?.to ?? latest;
  const before = usePageVersion(page._id, from);
  const after = usePageVersion(page._id, to);

  const confirmRestore = (v: PageVersion) =>
    restore.mutate(
      { id: page._id, restore: v.version, version: page.version },
      {
        onSuccess: (saved) => {
          setRestoring(null);
          setPair(null);
          toast.success(`Version ${v.version} is restored as version ${saved.version}.`);
          onRestored(saved);
        },
        onError: (err) => {
          setRestoring(null);
          toastErrorWithRetry((err as Error).message, () => confirmRestore(v), "page-restore");
        },
      },
    );

  const options = (versions.data ?? []).map((v) => [v.version, `Version ${v.version}`] as const);
  return (
    <SectionCard title="Version history" description="Every save is kept. Compare any two, or restore one.">
      <QueryStates query={versions} noun="history" skeleton={{ rows: 3 }}>
        {(saved) => (
          <Stack gap="5">
            <Stack as="ol" gap="2" aria-label="Versions" listStyleType="none">
              {saved.map((v) => (
                <HStack
                  as="li"
                  key={v.version}
                  justify="space-between"
                  wrap="wrap"
                  gap="2"
                  borderBottomWidth="1px"
                  pb="2"
                  data-testid="page-version"
                >
                  <Box minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="medium">Version {v.version}</Text>
                      {v.version === latest && (
                        <Badge colorPalette="brand" variant="subtle">
                          Current
                        </Badge>
                      )}
                      <Badge variant="outline">{v.status === "published" ? "Published" : "Draft"}</Badge>
                      {v.restoredFrom !== null && (
                        <Badge variant="subtle">Restored from {v.restoredFrom}</Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {v.savedBy.name || "Someone"}, {school.dateTime(v.savedAt)}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    {v.version > 1 && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setPair({ from: v.version - 1, to: v.version })}
                        aria-label={`Changes in version ${v.version}`}
                      >
                        Changes
                      </Button>
                    )}
                    {v.version !== latest && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="brand"
                        onClick={() => setRestoring(v)}
                        aria-label={`Restore version ${v.version}`}
                      >
                        Restore
                      </Button>
                    )}
                  </HStack>
                </HStack>
              ))}
            </Stack>
            {latest > 1 && (
              <Stack gap="3">
                <HStack gap="3" align="end" wrap="wrap">
                  <Box w={{ base: "full", sm: "44" }}>
                    <FormField label="Compare version">
                      <SelectInput
                        value={from}
                        options={options}
                        onChange={(e) => setPair({ from: Number(e.currentTarget.value), to })}
                      />
                    </FormField>
                  </Box>
                  <Box w={{ base: "full", sm: "44" }}>
                    <FormField label="with version">
                      <SelectInput
                        value={to}
                        options={options}
                        onChange={(e) => setPair({ from, to: Number(e.currentTarget.value) })}
                      />
                    </FormField>
                  </Box>
                </HStack>
                <QueryStates query={allQueries(before, after)} noun="versions" skeleton={{ rows: 2 }}>
                  {([older, newer]) => (
                    <Stack gap="2">
                      {older.title !== newer.title && (
                        <Text fontSize="sm">
                          Title: “{older.title}” → “{newer.title}”
                        </Text>
                      )}
                      {older.slug !== newer.slug && (
                        <Text fontSize="sm">
                          Address: {older.slug} → {newer.slug}
                        </Text>
                      )}
                      <LineDiff before={older.body ?? ""} after={newer.body ?? ""} />
                    </Stack>
                  )}
                </QueryStates>
              </Stack>
            )}
          </Stack>
        )}
      </QueryStates>
      <ConfirmDialog
        open={Boolean(restoring)}
        title={`Restore version ${restoring?.version ?? ""}?`}
        body={`Its title, text and settings are saved again as version ${latest + 1}. Nothing is lost: the current version stays in the history.`}
        confirmLabel="Restore"
        loading={restore.isPending}
        onConfirm={() => restoring && confirmRestore(restoring)}
        onClose={() => setRestoring(null)}
      />
    </SectionCard>
  );
}
