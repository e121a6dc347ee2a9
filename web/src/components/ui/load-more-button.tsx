import { Button, Text, type ButtonProps } from "@chakra-ui/react";
import { LoadError } from "./load-states";

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
