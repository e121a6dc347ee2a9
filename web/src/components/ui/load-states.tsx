import { Alert, Box, Button, EmptyState, Skeleton, Stack, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useOnline } from "@/lib/use-online";

/**
 * Rows of skeletons while a list loads. A status region, so its name is allowed (axe:
 * aria-prohibited-attr on a plain div) and screen readers hear that it is loading.
 */
export function ListSkeleton({ rows = 5, height = "10" }: { rows?: number; height?: string }) {
  return (
    <Stack role="status" gap="2" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}

/** A failed load, shown in place, with a retry; offline, it says why and that it will come back. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <Alert.Root status={online ? "error" : "warning"} borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {!online && (
          <Alert.Description>
            You are offline. This loads again when the connection is back.
          </Alert.Description>
        )}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

/**
 * Nothing to show yet, and what to do about it. Its title is an h2: it stands for the section it
 * replaces, right under the page's h1 (Chakra's h3 would skip a level on most screens).
 */
export function EmptyView({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** What QueryError needs of a TanStack query. */
interface FailedQuery {
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** A query's failed load: `message` and the error's own words, with a retry that asks again. */
export function QueryError({ query, message }: { query: FailedQuery; message: string }) {
  return (
    <LoadError message={`${message} ${query.error?.message ?? ""}`} onRetry={() => void query.refetch()} />
  );
}

/** What QueryStates needs of a load: a TanStack query, several (`allQueries`) or live data (`liveQuery`). */
export interface LoadingQuery<T> extends FailedQuery {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/** How a list's skeleton looks while it loads: how many rows, how tall each. */
export interface SkeletonRows {
  rows?: number;
  height?: string;
}

/** A load's failure, naming what failed: "the groups" → "The groups could not be loaded." */
export const loadFailure = (noun: string) => `The ${noun} could not be loaded.`;

type DataOf<Q> = Q extends { data: infer D } ? Exclude<D, undefined> : never;

/**
 * Several queries one screen needs before it can show anything, as one: loading while any is,
 * failed while any failed (Retry asks the failed ones again), and the tuple of their data once all
 * have it.
 */
export function allQueries<const Qs extends readonly LoadingQuery<unknown>[]>(
  ...queries: Qs
): LoadingQuery<{ -readonly [K in keyof Qs]: DataOf<Qs[K]> }> {
  const failed = queries.filter((q) => q.isError);
  const loaded = queries.every((q) => q.data !== undefined);
  return {
    isPending: queries.some((q) => q.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    data: loaded ? (queries.map((q) => q.data) as { -readonly [K in keyof Qs]: DataOf<Qs[K]> }) : undefined,
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}

/**
 * Live data (a Firestore listener) as a load. A listener that fails throws to its error boundary,
 * whose fallback is `liveFailure`, so here it only loads or has data.
 */
export function liveQuery<T>(data: T, loading: boolean): LoadingQuery<T> {
  return {
    isPending: loading,
    isError: false,
    error: null,
    data: loading ? undefined : data,
    refetch: async () => undefined,
  };
}

/** An error boundary's fallback for live data that failed to load: the failure, with a retry that listens again. */
export function liveFailure(noun: string) {
  return function LiveFailure(retry: () => void) {
    return (
      <Box p="4" flex="1" w="full">
        <LoadError message={loadFailure(noun)} onRetry={retry} />
      </Box>
    );
  };
}

/**
 * A load's states in place: `loading` (skeleton rows, or a placeholder shaped like the screen)
 * while it loads; its failure (naming `noun`) with a retry while there is nothing to show; `empty`
 * when it loaded an empty list; else `children` of its data. A later refresh that fails keeps what
 * was loaded and says so above it.
 */
export function QueryStates<T>({
  query,
  noun,
  skeleton,
  loading,
  inset,
  empty,
  children,
}: {
  query: LoadingQuery<T>;
  noun: string;
  skeleton?: SkeletonRows;
  /** A placeholder shaped like what loads, instead of skeleton rows (so nothing moves when it comes). */
  loading?: ReactNode;
  /** Space around the skeleton and the failure, in a panel that has none of its own. */
  inset?: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  // It also fills the panel (flex 1), so what sits under it stays where the loaded content puts it.
  const padded = (node: ReactNode) =>
    inset ? (
      <Box p={inset} flex="1" w="full">
        {node}
      </Box>
    ) : (
      node
    );
  if (query.isPending) return padded(loading ?? <ListSkeleton {...skeleton} />);
  const failed = query.isError && padded(<QueryError query={query} message={loadFailure(noun)} />);
  if (query.data === undefined) return failed || null;
  const shown =
    empty !== undefined && Array.isArray(query.data) && query.data.length === 0
      ? empty
      : children(query.data);
  return failed ? (
    <Stack gap="3">
      {failed}
      {shown}
    </Stack>
  ) : (
    shown
  );
}
