import { Box, Button, HStack, Text } from "@chakra-ui/react";
import type { AuditFilters } from "@shared/audit.schema";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { ApiError } from "@/lib/api-client";
import { useIsAdmin } from "@/lib/auth/use-is-admin";
import { useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { auditFiltersOf, exportAudit, searchedBackTo, useAudit } from "../api/list-audit";
import { AuditEntry } from "./audit-entry";
import { AuditFiltersBar } from "./audit-filters";

/** The filters in the address; a change goes back to the address. */
function useFilters() {
  const [params, setParam] = useSearchParamSetter();
  const set = (key: keyof AuditFilters, value: string) => setParam(key, value);
  return { ...auditFiltersOf(params), set };
}

function AuditTrail() {
  const { raw, filters, errors, valid, set } = useFilters();
  const lookups = useLookups();
  const audit = useAudit(filters, valid);
  const [exporting, setExporting] = useState(false);
  useErrorToast(audit.error, "Error fetching audit trail:", "The audit trail could not be loaded.", () => {
    void audit.refetch();
  });
  const serverErrors = audit.error instanceof ApiError ? audit.error.fields : {};
  const entries = useMemo(() => audit.data?.pages.flatMap((p) => p.data) ?? [], [audit.data]);
  const searchedTo = searchedBackTo(audit.data?.pages);
  const school = useSchoolFormat();
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const l of [...(lookups.data?.groups ?? []), ...(lookups.data?.programs ?? [])])
      names.set(l._id, l.name);
    for (const i of lookups.data?.instructors ?? []) names.set(i._id, i.name);
    return (id: string) => names.get(id);
  }, [lookups.data]);

  const runExport = () => {
    setExporting(true);
    exportAudit(filters)
      .catch((err: Error) =>
        toastErrorWithRetry(`The export failed. ${err.message}`, runExport, "audit-export"),
      )
      .finally(() => setExporting(false));
  };

  return (
    <>
      <PageHeader
        title="Audit trail"
        description={`Every recorded change, newest first. Times in ${school.timeZone}.`}
        actions={
          <Button variant="outline" onClick={runExport} loading={exporting} disabled={!valid}>
            <Download aria-hidden /> Export CSV
          </Button>
        }
      />
      <AuditFiltersBar
        value={raw}
        onChange={set}
        people={lookups.data?.instructors ?? []}
        errors={{ ...serverErrors, ...errors }}
      />
      {valid && (
        <QueryStates query={audit} noun="audit trail" skeleton={{ rows: 6, height: "16" }}>
          {() =>
            entries.length > 0 ? (
              <Box>
                <Text color="fg.muted" fontSize="sm" mb="2" aria-live="polite">
                  {entries.length} {entries.length === 1 ? "entry" : "entries"} shown
                  {audit.hasNextPage ? " (more below)" : ""}
                </Text>
                <Box
                  as="ol"
                  display="flex"
                  flexDirection="column"
                  gap="2"
                  aria-label="Audit entries"
                  p="0"
                  m="0"
                >
                  {entries.map((e) => (
                    <AuditEntry key={e._id} entry={e} school={school} nameOf={nameOf} />
                  ))}
                </Box>
              </Box>
            ) : (
              // An empty page with more behind it: the search goes on under "Search older".
              !audit.hasNextPage && (
                <EmptyView title="Nothing recorded" description="No change matches these filters." />
              )
            )
          }
        </QueryStates>
      )}
      {audit.hasNextPage && (
        <HStack justify="center" mt="4" gap="3" flexWrap="wrap">
          {searchedTo && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              Searched back to {searchedTo}.
            </Text>
          )}
          <Button
            variant="outline"
            onClick={() => void audit.fetchNextPage()}
            loading={audit.isFetchingNextPage}
          >
            {searchedTo ? "Search older" : "Load more"}
          </Button>
        </HStack>
      )}
    </>
  );
}

/** /setting/audit (admins): the audit trail. Staff see why it is empty for them. */
export default function AuditPage() {
  const isAdmin = useIsAdmin();
  if (!isAdmin)
    return (
      <>
        <PageHeader title="Audit trail" />
        <EmptyView title="For administrators" description="Only administrators can see the audit trail." />
      </>
    );
  return <AuditTrail />;
}
