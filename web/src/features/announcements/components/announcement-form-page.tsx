import { Box } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { ListSkeleton, LoadError } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { useAnnouncement } from "../api/get-announcement";
import { useAudienceOptions } from "../api/get-audience-options";
import { AnnouncementForm } from "./announcement-form";

/** /announcements/create and ?id= to edit: loads what the form needs, then shows it. */
export function AnnouncementFormPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const existing = useAnnouncement(id);
  const options = useAudienceOptions();
  const title = id ? "Edit announcement" : "Create announcement";

  if (options.isError || existing.isError) {
    const err = (existing.error ?? options.error) as Error;
    return (
      <Box>
        <PageHeader title={title} />
        <LoadError
          message={`${id && existing.isError ? "This announcement could not be loaded." : "Groups and programs could not be loaded."} ${err.message}`}
          onRetry={() => void (existing.isError ? existing.refetch() : options.refetch())}
        />
      </Box>
    );
  }
  if (!options.data || (id && !existing.data)) {
    return (
      <Box>
        <PageHeader title={title} />
        <ListSkeleton rows={6} height="12" />
      </Box>
    );
  }
  return (
    <AnnouncementForm
      key={existing.data?._id ?? "new"}
      id={id}
      existing={existing.data ?? null}
      options={options.data}
    />
  );
}

export default AnnouncementFormPage;
