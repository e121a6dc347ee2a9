import { Box } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { allQueries, QueryStates } from "@/components/ui/load-states";
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
  const skeleton = { rows: 6, height: "12" };
  return (
    <Box>
      <PageHeader
        title={id ? "Edit announcement" : "Create announcement"}
        description="Write it in Markdown, choose who sees it, then publish now, schedule it or keep it as a draft."
      />
      {id ? (
        <QueryStates query={allQueries(existing, options)} noun="announcement" skeleton={skeleton}>
          {([announcement, loaded]) => (
            <AnnouncementForm key={announcement._id} id={id} existing={announcement} options={loaded} />
          )}
        </QueryStates>
      ) : (
        <QueryStates query={options} noun="groups and programs" skeleton={skeleton}>
          {(loaded) => <AnnouncementForm key="new" id={null} existing={null} options={loaded} />}
        </QueryStates>
      )}
    </Box>
  );
}

export default AnnouncementFormPage;
