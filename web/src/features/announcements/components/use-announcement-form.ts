import {
  mayPublishAnnouncements,
  type Announcement,
  type AudienceOptions,
} from "@shared/announcement.schema";
import { useMemo } from "react";
import type { FieldPath } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { toast } from "react-toastify";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { ApiError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveAnnouncement } from "../api/save-announcement";
import {
  announcementFormSchema,
  EMPTY,
  FORM_FIELDS,
  valuesOf,
  type FormValues,
} from "./announcement-form-values";

/**
 * The announcement form's state: its values, who may publish, and saving (a toast and the list
 * on success; the API's field errors on their fields, anything else a toast with retry).
 */
export function useAnnouncementForm(
  id: string | null,
  existing: Announcement | null,
  options: AudienceOptions,
) {
  const navigate = useNavigate();
  const { auth } = useAuth();
  // Staff write drafts; publishing, scheduling and guardian mail are an admin's (the API's rule).
  const mayPublish = auth.user ? mayPublishAnnouncements(auth.user.role) : false;
  const locked = !mayPublish && Boolean(existing?.publishAt);
  const save = useSaveAnnouncement(id);
  const tz = options.timeZone;
  const schema = useMemo(() => announcementFormSchema(tz), [tz]);
  const defaultValues: FormValues = existing
    ? valuesOf(existing, tz)
    : mayPublish
      ? EMPTY
      : { ...EMPTY, publish: "draft" };
  const form = useSchemaForm(schema, { defaultValues });
  const { setError } = form;
  const alreadyOut = existing?.status === "published" || existing?.status === "expired";

  const submit = submitOrReport(
    form,
    async (input) => {
      let saved;
      try {
        saved = await save.mutateAsync(input);
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0)) throw err;
        // A rule on a field the form has no input for is shown above the buttons.
        for (const [key, message] of Object.entries(err.fields)) {
          const name = (FORM_FIELDS as string[]).includes(key) ? (key as FieldPath<FormValues>) : "root";
          setError(name, { type: "server", message });
        }
        return;
      }
      const verb =
        saved.status === "draft"
          ? "saved as a draft"
          : saved.status === "scheduled"
            ? "scheduled"
            : id
              ? "updated"
              : "published";
      toast.success(
        `“${saved.title}” ${verb}.${saved.mailQueuedAt && !existing?.mailQueuedAt ? " Guardian emails are on their way." : ""}`,
      );
      navigate(`/announcements/view?status=${saved.status}`);
    },
    { failure: "The announcement could not be saved.", id: "announcement-save" },
  );

  return { form, submit, saving: save.isPending, mayPublish, locked, alreadyOut };
}
