import {
  announcementInputSchema,
  type Announcement,
  type AnnouncementInput,
  type Audience,
  type PublishMode,
} from "@shared/announcement.schema";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { isoToLocalInput, localInputToIso } from "@/lib/school-time";

/** The form holds what the inputs hold: date-times as the school's local wall-clock strings. */
export interface FormValues {
  title: string;
  body: string;
  audience: Audience;
  pinned: boolean;
  publish: PublishMode;
  publishAt: string;
  expiresAt: string;
  emailGuardians: boolean;
}

export type AnnouncementFormApi = UseFormReturn<FormValues, unknown, AnnouncementInput>;

export const EMPTY: FormValues = {
  title: "",
  body: "",
  audience: { type: "everyone", ids: [] },
  pinned: false,
  publish: "now",
  publishAt: "",
  expiresAt: "",
  emailGuardians: false,
};

export function valuesOf(a: Announcement, timeZone: string): FormValues {
  return {
    title: a.title,
    body: a.body,
    audience: a.audience,
    pinned: a.pinned,
    publish: a.status === "draft" ? "draft" : a.status === "scheduled" ? "schedule" : "now",
    publishAt: a.status === "scheduled" ? isoToLocalInput(a.publishAt, timeZone) : "",
    expiresAt: isoToLocalInput(a.expiresAt, timeZone),
    emailGuardians: a.emailGuardians,
  };
}

/**
 * The shared schema validates what the API will receive: the local date-times are first turned
 * into instants in the school's zone, so the schema's errors land on the same field names.
 */
export function announcementFormSchema(timeZone: string) {
  const schema = announcementInputSchema();
  return z
    .custom<FormValues>()
    .transform((values): z.input<typeof schema> => ({
      ...values,
      publishAt: values.publish === "schedule" ? localInputToIso(values.publishAt, timeZone) : null,
      expiresAt: localInputToIso(values.expiresAt, timeZone),
    }))
    .pipe(schema);
}

/** The fields an API error may name; any other name is shown above the buttons. */
export const FORM_FIELDS: FieldPath<FormValues>[] = [
  "title",
  "body",
  "audience",
  "audience.ids",
  "audience.type",
  "pinned",
  "publish",
  "publishAt",
  "expiresAt",
  "emailGuardians",
];
