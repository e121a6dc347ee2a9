import { Button, type ButtonProps } from "@chakra-ui/react";

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
