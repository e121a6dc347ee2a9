import {
  BookOpen,
  Bug,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  FileText,
  GraduationCap,
  LayoutDashboard,
  Link2,
  LifeBuoy,
  ListVideo,
  Megaphone,
  MessagesSquare,
  PenSquare,
  ScrollText,
  Settings,
  Upload,
  UserPlus,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";

import { SCREEN_GROUPS, SCREENS, type ScreenPath } from "./screens";

/** SPEC §3's menu item: a group heading, a collapsible sub menu, or a link. */
export interface MenuItem {
  id: string;
  title: string;
  type: "group" | "collapse" | "item";
  icon?: LucideIcon;
  url?: string;
  children?: MenuItem[];
  /** Only admins see it. */
  adminOnly?: boolean;
}

/** A link of the menu, titled as its screen (screens.ts). */
const item = (id: string, url: ScreenPath, icon: LucideIcon, adminOnly = false): MenuItem => ({
  id,
  title: SCREENS[url].title,
  type: "item",
  icon,
  url,
  ...(adminOnly ? { adminOnly } : {}),
});

/** A group heading, titled as its screens' group. */
const group = (id: keyof typeof SCREEN_GROUPS, children: MenuItem[]): MenuItem => ({
  id,
  title: SCREEN_GROUPS[id],
  type: "group",
  children,
});

export const MENU: MenuItem[] = [
  {
    id: "navigation",
    title: "Navigation",
    type: "group",
    children: [item("dashboard", "/dashboard", LayoutDashboard)],
  },
  group("students", [
    item("student-details", "/students/details", GraduationCap),
    item("enrollment", "/students/enrollment", UserPlus),
    item("groups", "/students/groups", Users),
    item("attendance", "/students/attendance", CalendarCheck),
    item("friday-practice", "/students/create-friday-practice", CalendarPlus),
  ]),
  group("programs", [
    item("program-details", "/programs/details", BookOpen),
    item("program-create", "/programs/create", ClipboardList),
    item("schedules", "/programs/schedules", CalendarDays),
  ]),
  group("announcements", [
    item("announcement-create", "/announcements/create", PenSquare),
    item("announcement-view", "/announcements/view", Megaphone),
  ]),
  group("chat", [
    item("chat-individual", "/chat/individual", MessagesSquare),
    item("support-chat", "/support/chat", LifeBuoy),
    item("bug-reports", "/support/bug-reports", Bug),
  ]),
  group("media", [
    item("master-list", "/media/master-list", ListVideo),
    item("upload", "/media/upload", Upload),
  ]),
  group("content", [
    item("static-content", "/static-content/manage", FileText),
    item("links", "/static-content/links", Link2),
    item("settings", "/setting", Settings),
    item("audit", "/setting/audit", ScrollText, true),
    item("team", "/setting/team", UsersRound, true),
  ]),
];
