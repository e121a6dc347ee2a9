import { Alert, Box, Button, Skeleton, Stack, Text, type TextProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useOnline } from "@/lib/connectivity";
import { loadedAtLabel } from "@/lib/offline-cache";

/** Skeleton rows while something loads; a status region so screen readers hear it. */
export function LoadingRows({ rows = 3, height = "16" }: { rows?: number; height?: string }) {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading" gap="3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} borderRadius="lg" />
      ))}
    </Stack>
  );
}

/** A failed load with a retry; offline, it says so and that it loads again when back. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const online = useOnline();
  return (
    <Alert.Root status={online ? "error" : "warning"} borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${what} could not be loaded.`}</Alert.Title>
        <Alert.Description>
          {online ? error.message : "You are offline. Try again when the connection is back."}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

/** A save that failed (`useSave`'s `failure`), said where it was tried; nothing when none did. */
export function SaveFailed({ failure, ...props }: { failure: string | null } & TextProps) {
  if (!failure) return null;
  return (
    <Text color="fg.error" role="alert" {...props}>
      {failure}
    </Text>
  );
}

/** Nothing to show, said plainly. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="5" textAlign="center" color="fg.muted">
      <Text>{children}</Text>
    </Box>
  );
}

/** "Offline: loaded at 14:05" over a screen showing what it loaded before, with a retry. */
export function StaleNote({ since, onRetry }: { since: number; onRetry: () => void }) {
  return (
    <Alert.Root status="info" size="sm" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{`Not up to date: ${loadedAtLabel(since)}`}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

/**
 * A screen's data as DataStates reads it: the API's (`useMeData`, with the device's last-seen
 * copy) or a live listener's (`staleSince` null, `retry` listens again).
 */
export interface LoadState<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  /** When `data` was loaded, if it is the device's copy because the network failed. */
  staleSince: number | null;
  retry: () => void;
}

/**
 * The four states of a screen's data in one place: loading, failed (with a retry), empty, and the
 * data (with a "loaded at" note when it is the last-seen copy from the device).
 */
export function DataStates<T>({
  state,
  what,
  isEmpty,
  empty,
  rows,
  rowHeight,
  children,
}: {
  state: LoadState<T>;
  what: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  rows?: number;
  rowHeight?: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, loading, staleSince, retry } = state;
  if (data === undefined) {
    if (error) return <LoadFailed what={what} error={error} onRetry={retry} />;
    return <LoadingRows rows={rows} height={rowHeight} />;
  }
  return (
    <Stack gap="4">
      {error && staleSince !== null && !loading && <StaleNote since={staleSince} onRetry={retry} />}
      {isEmpty?.(data) ? <EmptyNote>{empty}</EmptyNote> : children(data)}
    </Stack>
  );
}

/**
 * The end of a list in cursor pages: the next page's failure with a retry, and "Load more" while
 * there is another page.
 */
export function MorePages({
  what,
  error,
  hasMore,
  loading,
  onMore,
}: {
  /** What the next page holds, for its failure: "More announcements". */
  what: string;
  error: Error | null;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  return (
    <>
      {error && <LoadFailed what={what} error={error} onRetry={onMore} />}
      {hasMore && (
        <Button variant="outline" onClick={onMore} loading={loading}>
          Load more
        </Button>
      )}
    </>
  );
}
