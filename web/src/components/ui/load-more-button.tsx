import { Button, Stack, Text, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ListSkeleton, LoadError, loadFailure, QueryError, type SkeletonRows } from "./load-states";

/** The next cursor page of an infinite query, asked for by the user. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a list while the query has another page; nothing once it has none. */
export function LoadMoreButton({ pages, ...props }: { pages: Pages } & ButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void pages.fetchNextPage()}
      loading={pages.isFetchingNextPage}
      {...props}
    >
      Load more
    </Button>
  );
}

/**
 * The end of a "Load more" list: the button while there is another page, else "That is all of
 * them."; and a failed next page with its retry.
 */
export function CursorListEnd({
  pages,
  failure,
}: {
  pages: Pages & { isFetchNextPageError: boolean };
  failure: string;
}) {
  return (
    <>
      {pages.hasNextPage ? (
        <LoadMoreButton pages={pages} alignSelf="center" size="md" />
      ) : (
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          That is all of them.
        </Text>
      )}
      {pages.isFetchNextPageError && (
        <LoadError message={failure} onRetry={() => void pages.fetchNextPage()} />
      )}
    </>
  );
}

/**
 * A "Load more" list in place: skeletons while its first page loads, its error while nothing is
 * shown, `empty` when it has no item, else the items (`children`) and the list's end. `noun` names
 * the items in its failures ("announcements": "The announcements could not be loaded.", "More
 * announcements could not be loaded.").
 */
export function CursorListStates({
  pages,
  count,
  skeleton,
  noun,
  empty,
  testId,
  children,
}: {
  pages: Pages & {
    isFetchNextPageError: boolean;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => Promise<unknown>;
  };
  /** How many items are loaded. */
  count: number;
  skeleton: SkeletonRows;
  noun: string;
  empty: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  if (pages.isPending) return <ListSkeleton {...skeleton} />;
  if (pages.isError && count === 0) return <QueryError query={pages} message={loadFailure(noun)} />;
  if (count === 0) return empty;
  return (
    <Stack gap="3" data-testid={testId}>
      {children}
      <CursorListEnd pages={pages} failure={`More ${noun} could not be loaded.`} />
    </Stack>
  );
}
