/**
 * Where the console shows a record of each kind, so an audit entry can link to it. A kind with no
 * screen of its own (or none yet) has no link; the entry still names the record's id.
 */
export function recordLink(resource: string, id: string): string | null {
  const q = encodeURIComponent(id);
  switch (resource) {
    case "students":
      return `/students/details?student=${q}`;
    case "groups":
      return `/students/groups/${q}`;
    case "programs":
      return `/programs/details?program=${q}`;
    case "schedules":
      return "/programs/schedules";
    case "practices":
      return `/students/create-friday-practice?edit=${q}`;
    case "announcements":
      return `/announcements/create?id=${q}`;
    case "chats":
      return `/chat/individual?chat=${q}`;
    case "bugReports":
      return `/support/bug-reports?report=${q}`;
    case "settings":
      return "/setting";
    case "pages":
      return `/static-content/manage?page=${q}`;
    case "links":
      return "/static-content/links";
    case "attendance": {
      // attendance ids are `<type>_<session id>_<YYYY-MM-DD>` (attendance.schema's attendanceDocId).
      const m = /^(schedule|practice)_(.+)_(\d{4}-\d{2}-\d{2})$/.exec(id);
      return m ? `/students/attendance?date=${m[3]}&session=${encodeURIComponent(`${m[1]}:${m[2]}`)}` : null;
    }
    default:
      return null;
  }
}

export const RESOURCE_LABELS: Record<string, string> = {
  students: "Student",
  groups: "Group",
  programs: "Program",
  schedules: "Class session",
  attendance: "Attendance",
  practices: "Friday practice",
  announcements: "Announcement",
  chats: "Chat",
  bugReports: "Bug report",
  users: "Account",
  videos: "Video",
  pages: "Page",
  links: "Link",
  settings: "Settings",
};
