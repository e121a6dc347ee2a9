import { queryOptions, useQuery } from "@tanstack/react-query";
import { storedFileUrl } from "@/lib/stored-file-url";

/**
 * The download URL of a message's attachment. Asking for it is the members-only read that
 * storage.rules check; a URL does not change for a file that is never replaced, so it is kept.
 */
export function getAttachmentUrlQueryOptions(path: string) {
  return queryOptions({
    queryKey: ["chat-attachment-url", path],
    queryFn: () => storedFileUrl(path),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useAttachmentUrl(path: string) {
  return useQuery(getAttachmentUrlQueryOptions(path));
}
