import {
  mayPublishAnnouncements,
  type Announcement,
  type AnnouncementInput,
  type AudienceOptions,
} from "@shared/announcement.schema";
import { useMemo } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { useSaveAnnouncement } from "../api/save-announcement";
import { EMPTY, FORM_FIELDS, schemaResolver, valuesOf, type FormValues } from "./announcement-form-values";

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
  const resolver = useMemo(() => schemaResolver(tz), [tz]);
  const form = useForm<FormValues, unknown, AnnouncementInput>({
    resolver,
    defaultValues: existing ? valuesOf(existing, tz) : mayPublish ? EMPTY : { ...EMPTY, publish: "draft" },
    mode: "onTouched",
  });
  const { handleSubmit, setError } = form;
  const alreadyOut = existing?.status === "published" || existing?.status === "expired";

  const submit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
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
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
          for (const [key, message] of Object.entries(err.fields)) {
            const name = (FORM_FIELDS as string[]).includes(key) ? (key as FieldPath<FormValues>) : "root";
            setError(name, { type: "server", message });
          }
          return;
        }
        toastErrorWithRetry(
          `The announcement could not be saved. ${err.message}`,
          () => void submit(),
          "announcement-save",
        );
      },
    });
  });

  return { form, submit, saving: save.isPending, mayPublish, locked, alreadyOut };
}
