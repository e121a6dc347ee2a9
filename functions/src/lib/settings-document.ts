import type { DocumentData } from "firebase-admin/firestore";
import {
  DEFAULT_SESSION_HOURS,
  DEFAULT_SETTINGS,
  MAX_SESSION_HOURS,
  MIN_SESSION_HOURS,
  absenceAlertsSectionSchema,
  safeguardingSectionSchema,
  schoolSectionSchema,
  teachingSectionSchema,
  type Settings,
} from "../shared/settings.schema";

/**
 * The one stored shape of `settings/general`, both ways. It lives in lib/ rather than
 * beside the settings handlers because the cached reader (school-settings.ts), which every
 * resource uses, turns the stored document back into `Settings`.
 *
 * The fields stay flat and keep the names functions read before Settings had a screen
 * (`schoolName`, `timeZone`, `sessionHours`, `practiceDefaults`, `absenceAlerts` as a boolean), so
 * data kept in `.emulator-data/` and deployed databases read the same without a migration.
 */
export interface SettingsDocument {
  schoolName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  timeZone: string;
  weekStartsOn: Settings["school"]["weekStartsOn"];
  dateFormat: Settings["school"]["dateFormat"];
  /** Absent when a save left the logo alone; its URL (`logoURL`) is written by the settings handler. */
  logoPath?: string | null;
  sessionMinutes: number;
  practiceDefaults: Settings["teaching"]["practice"];
  attendanceStatuses: Settings["teaching"]["attendanceStatuses"];
  absenceAlerts: boolean;
  absenceAlertRule: Settings["absenceAlerts"]["rule"];
  absenceAlertCount: number;
  absenceAlertHoldMinutes: number;
  guardianMailSenderName: string;
  guardianMailReplyTo: string;
  sessionHours: number;
  /** Absent when a save left them alone (a client that predates them). */
  safeguarding?: Settings["safeguarding"];
}

/** Settings (already checked by the schema) as stored. */
export function settingsDocument(s: Settings): SettingsDocument {
  return {
    schoolName: s.school.name,
    contactEmail: s.school.contactEmail,
    contactPhone: s.school.contactPhone,
    address: s.school.address,
    timeZone: s.school.timeZone,
    weekStartsOn: s.school.weekStartsOn,
    dateFormat: s.school.dateFormat,
    ...(s.school.logoPath !== undefined && { logoPath: s.school.logoPath }),
    sessionMinutes: s.teaching.sessionMinutes,
    practiceDefaults: { ...s.teaching.practice },
    attendanceStatuses: [...s.teaching.attendanceStatuses],
    absenceAlerts: s.absenceAlerts.enabled,
    absenceAlertRule: s.absenceAlerts.rule,
    absenceAlertCount: s.absenceAlerts.consecutiveCount,
    absenceAlertHoldMinutes: s.absenceAlerts.holdMinutes,
    guardianMailSenderName: s.absenceAlerts.senderName,
    guardianMailReplyTo: s.absenceAlerts.replyTo,
    sessionHours: s.security.sessionHours,
    ...(s.safeguarding !== undefined && { safeguarding: { ...s.safeguarding } }),
  };
}

/** The lifetime setting, kept within 1..24 h whatever the document holds. */
export function clampSessionHours(hours: unknown): number {
  if (typeof hours !== "number" || !Number.isFinite(hours)) return DEFAULT_SESSION_HOURS;
  return Math.min(Math.max(hours, MIN_SESSION_HOURS), MAX_SESSION_HOURS);
}

type Shape = Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }>;

/**
 * Each field the schema accepts, each other one from the defaults: one odd field (written by hand,
 * or by an older version) must not reset the rest, nor break every date check.
 */
function section<T extends object>(shape: Shape, defaults: T, stored: Record<string, unknown>): T {
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, field] of Object.entries(shape)) {
    if (stored[key] === undefined) continue;
    const parsed = field.safeParse(stored[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as T;
}

/** A stored `settings/general` (or `{}` when the school never saved it) as `Settings`. */
export function settingsFromDocument(data: DocumentData): Settings {
  const d = DEFAULT_SETTINGS;
  return {
    school: section(schoolSectionSchema.shape as unknown as Shape, d.school, {
      name: data.schoolName,
      contactEmail: data.contactEmail,
      contactPhone: data.contactPhone,
      address: data.address,
      timeZone: data.timeZone,
      weekStartsOn: data.weekStartsOn,
      dateFormat: data.dateFormat,
      logoPath: data.logoPath,
    }),
    teaching: section(teachingSectionSchema.shape as unknown as Shape, d.teaching, {
      sessionMinutes: data.sessionMinutes,
      // Older documents hold a practice location only sometimes: fill it before the check.
      practice:
        data.practiceDefaults && typeof data.practiceDefaults === "object"
          ? { ...d.teaching.practice, ...data.practiceDefaults }
          : undefined,
      attendanceStatuses: data.attendanceStatuses,
    }),
    absenceAlerts: section(absenceAlertsSectionSchema.shape as unknown as Shape, d.absenceAlerts, {
      enabled: data.absenceAlerts,
      rule: data.absenceAlertRule,
      consecutiveCount: data.absenceAlertCount,
      holdMinutes: data.absenceAlertHoldMinutes,
      senderName: data.guardianMailSenderName,
      replyTo: data.guardianMailReplyTo,
    }),
    security: { sessionHours: clampSessionHours(data.sessionHours) },
    safeguarding: section(
      safeguardingSectionSchema.shape as unknown as Shape,
      d.safeguarding!,
      data.safeguarding && typeof data.safeguarding === "object" ? data.safeguarding : {},
    ),
  };
}
