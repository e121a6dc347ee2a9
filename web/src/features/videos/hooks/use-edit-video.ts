import { videoFieldsSchema, type UpdateVideoInput, type Video } from "@shared/video.schema";
import { useNavigate } from "react-router-dom";
import { toast } from "react-toastify";
import { z } from "zod";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { archiveTitled } from "@/components/ui/archive-toggle";
import { isoToLocalInput, localInputToIso } from "@/lib/school-time";
import { useSetVideoArchived, useUpdateVideo } from "../api/save-video";
import { useSchemaForm } from "@/lib/use-schema-form";

/** The edit form: the shared schema's fields, and the release as the school's local time. */
const editSchema = videoFieldsSchema
  .pick({ title: true, description: true, week: true, status: true, groupIds: true })
  .extend({ releaseByHand: z.boolean(), releaseLocal: z.string() });
type EditInput = z.input<typeof editSchema>;

/** One video's edit form and its archive switch; a save that moves the week follows the video. */
export function useEditVideo(video: Video, timeZone: string) {
  const navigate = useNavigate();
  const update = useUpdateVideo();
  const archive = useSetVideoArchived();

  const values: EditInput = {
    title: video.title,
    description: video.description,
    week: video.week,
    status: video.status,
    groupIds: video.groupIds,
    releaseByHand: video.releaseOverridden,
    releaseLocal: isoToLocalInput(video.releaseAt, timeZone),
  };
  const form = useSchemaForm(editSchema, { values });

  const submit = submitOrReport(
    form,
    async (v) => {
      const patch: UpdateVideoInput = {
        title: v.title,
        description: v.description,
        week: v.week,
        status: v.status,
        groupIds: v.groupIds,
        releaseAt: v.releaseByHand ? localInputToIso(v.releaseLocal, timeZone) : null,
      };
      const saved = await update.mutateAsync({ id: video._id, patch });
      if (saved.week !== video.week) {
        toast.success(`“${saved.title}” moved to week ${saved.week}.`);
        void navigate(`/media/edit/${saved._id}/${saved.week}`, { replace: true });
      } else toast.success(`“${saved.title}” is saved.`);
    },
    { failure: "The video could not be saved.", id: "video-save" },
  );

  const toggle = archiveTitled<Video>(archive, "video");
  const setArchived = (archived: boolean) => void toggle(video, archived);

  return { form, submit, setArchived, archiving: archive.isPending };
}
