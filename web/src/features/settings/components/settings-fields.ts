import type { InputProps } from "@chakra-ui/react";
import type { SettingsInput } from "@shared/settings.schema";
import type { Path } from "react-hook-form";

/** One plain input of the Settings form; selects, switches and checklists are written out. */
export interface InputFieldSpec {
  name: Path<SettingsInput>;
  label: string;
  required?: boolean;
  helper?: string;
  /** The input's own attributes: type, bounds, autocomplete. */
  input?: InputProps;
  /** A number typed in a text box: registered as a number, which is what the schema checks. */
  numeric?: boolean;
}

export const SCHOOL_FIELDS: InputFieldSpec[] = [
  { name: "school.name", label: "School name", required: true, input: { autoComplete: "organization" } },
  { name: "school.contactEmail", label: "Contact email", input: { type: "email", autoComplete: "email" } },
  { name: "school.contactPhone", label: "Contact phone", input: { type: "tel", autoComplete: "tel" } },
  {
    name: "school.timeZone",
    label: "Time zone",
    required: true,
    helper: "Type to search, e.g. Paris or New_York. Dates and the calendar follow it.",
    input: { list: "time-zones", autoComplete: "off" },
  },
];

export const TEACHING_FIELDS: InputFieldSpec[] = [
  {
    name: "teaching.sessionMinutes",
    label: "Default session length (minutes)",
    required: true,
    numeric: true,
    input: { type: "number", min: 15, max: 240, step: 5 },
  },
  { name: "teaching.practice.location", label: "Friday practice location" },
  {
    name: "teaching.practice.startTime",
    label: "Friday practice starts at",
    required: true,
    input: { type: "time" },
  },
  {
    name: "teaching.practice.endTime",
    label: "Friday practice ends at",
    required: true,
    input: { type: "time" },
  },
];

/** Asked only when alerts wait for several absences in a row. */
export const CONSECUTIVE_FIELD: InputFieldSpec = {
  name: "absenceAlerts.consecutiveCount",
  label: "Absences in a row",
  required: true,
  numeric: true,
  input: { type: "number", min: 2, max: 10 },
};

export const ALERT_FIELDS: InputFieldSpec[] = [
  {
    name: "absenceAlerts.holdMinutes",
    label: "Hold time (minutes)",
    required: true,
    helper: "A mark corrected within this time sends nothing.",
    numeric: true,
    input: { type: "number", min: 0, max: 1440 },
  },
  {
    name: "absenceAlerts.senderName",
    label: "Sender name",
    helper: "Signs the mail; the school's name when empty.",
  },
  {
    name: "absenceAlerts.replyTo",
    label: "Reply-to address",
    helper: "Where a guardian's answer goes.",
    input: { type: "email" },
  },
];

export const SECURITY_FIELDS: InputFieldSpec[] = [
  {
    name: "security.sessionHours",
    label: "Session lifetime (hours)",
    required: true,
    helper: "From 1 to 24 hours; applies to the next sign-in.",
    numeric: true,
    input: { type: "number", min: 1, max: 24 },
  },
];

export const SAFEGUARDING_FIELDS: InputFieldSpec[] = [
  {
    name: "safeguarding.minorAge",
    label: "Minor age (years)",
    required: true,
    helper: "Students under this age, on today's date in the school's zone, are minors.",
    numeric: true,
    input: { type: "number", min: 13, max: 21 },
  },
  {
    name: "safeguarding.quietHours.start",
    label: "Quiet hours start",
    required: true,
    helper: "Staff messages to students wait until quiet hours end.",
    input: { type: "time" },
  },
  {
    name: "safeguarding.quietHours.end",
    label: "Quiet hours end",
    required: true,
    input: { type: "time" },
  },
];
