import { Alert, Button, EmptyState, Skeleton, Stack, VStack } from "@chakra-ui/react";
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

/** What QueryStates needs of a TanStack query. */
interface LoadingQuery<T> extends FailedQuery {
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

/**
 * A query's states in place: skeleton rows while it loads, its failure (naming `noun`) with a
 * retry, `empty` when it loaded an empty list, else `children` of its data.
 */
export function QueryStates<T>({
  query,
  noun,
  skeleton,
  empty,
  children,
}: {
  query: LoadingQuery<T>;
  noun: string;
  skeleton?: SkeletonRows;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton {...skeleton} />;
  if (query.isError) return <QueryError query={query} message={loadFailure(noun)} />;
  if (query.data === undefined) return null;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
