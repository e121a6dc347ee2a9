import type { RouteHandle } from "./route-handle";

/**
 * The title and menu group of every screen, written once: the route table hands them to the
 * breadcrumbs and the document title, and the menu (with the static shell's copy of it) shows
 * them. Plain strings on purpose: the route table loads with the entry chunk, and importing the
 * menu (its icons live in the `ui` chunk) from there would tie the two chunks in a cycle.
 */
export const SCREEN_GROUPS = {
  students: "Student Management",
  programs: "Program Management",
  announcements: "Announcements",
  chat: "Chat Management",
  media: "Media Library",
  content: "Content & Settings",
} as const;

const { students, programs, announcements, chat, media, content } = SCREEN_GROUPS;

export const SCREENS = {
  "/dashboard": { title: "Dashboard" },
  "/profile": { title: "Profile" },
  "/students/details": { title: "Student Details", group: students },
  "/students/enrollment": { title: "Enrollment", group: students },
  "/students/groups": { title: "Groups", group: students },
  "/students/groups/:id": { title: "Group", group: students },
  "/students/attendance": { title: "Attendance", group: students },
  "/students/create-friday-practice": { title: "Create Friday Practice", group: students },
  "/programs/details": { title: "Program Details", group: programs },
  "/programs/create": { title: "Create Program", group: programs },
  "/programs/schedules": { title: "Schedules", group: programs },
  "/announcements/create": { title: "Create Announcement", group: announcements },
  "/announcements/view": { title: "View Announcements", group: announcements },
  "/chat/individual": { title: "Chat", group: chat },
  "/support/chat": { title: "Support Chat", group: chat },
  "/support/bug-reports": { title: "Bug Reports", group: chat },
  "/support/review": { title: "All Conversations", group: chat },
  "/support/review/:id": { title: "Review Conversation", group: chat },
  "/media/master-list": { title: "Master List", group: media },
  "/media/upload": { title: "Upload Video", group: media },
  "/media/edit/:id/:week": { title: "Edit Video", group: media },
  "/static-content/manage": { title: "Static Content", group: content },
  "/static-content/links": { title: "Links", group: content },
  "/setting": { title: "Settings", group: content },
  "/setting/audit": { title: "Audit Trail", group: content },
  "/setting/team": { title: "Team", group: content },
} as const satisfies Record<string, RouteHandle>;

export type ScreenPath = keyof typeof SCREENS;

/** A screen's route path and handle, for its entry in the route table. */
export const screen = (path: ScreenPath): { path: string; handle: RouteHandle } => ({
  path,
  handle: SCREENS[path],
});
