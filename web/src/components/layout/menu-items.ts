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

export const MENU: MenuItem[] = [
  {
    id: "navigation",
    title: "Navigation",
    type: "group",
    children: [
      { id: "dashboard", title: "Dashboard", type: "item", icon: LayoutDashboard, url: "/dashboard" },
    ],
  },
  {
    id: "students",
    title: "Student Management",
    type: "group",
    children: [
      {
        id: "student-details",
        title: "Student Details",
        type: "item",
        icon: GraduationCap,
        url: "/students/details",
      },
      { id: "enrollment", title: "Enrollment", type: "item", icon: UserPlus, url: "/students/enrollment" },
      { id: "groups", title: "Groups", type: "item", icon: Users, url: "/students/groups" },
      {
        id: "attendance",
        title: "Attendance",
        type: "item",
        icon: CalendarCheck,
        url: "/students/attendance",
      },
      {
        id: "friday-practice",
        title: "Create Friday Practice",
        type: "item",
        icon: CalendarPlus,
        url: "/students/create-friday-practice",
      },
    ],
  },
  {
    id: "programs",
    title: "Program Management",
    type: "group",
    children: [
      {
        id: "program-details",
        title: "Program Details",
        type: "item",
        icon: BookOpen,
        url: "/programs/details",
      },
      {
        id: "program-create",
        title: "Create Program",
        type: "item",
        icon: ClipboardList,
        url: "/programs/create",
      },
      { id: "schedules", title: "Schedules", type: "item", icon: CalendarDays, url: "/programs/schedules" },
    ],
  },
  {
    id: "announcements",
    title: "Announcements",
    type: "group",
    children: [
      {
        id: "announcement-create",
        title: "Create Announcement",
        type: "item",
        icon: PenSquare,
        url: "/announcements/create",
      },
      {
        id: "announcement-view",
        title: "View Announcements",
        type: "item",
        icon: Megaphone,
        url: "/announcements/view",
      },
    ],
  },
  {
    id: "chat",
    title: "Chat Management",
    type: "group",
    children: [
      { id: "chat-individual", title: "Chat", type: "item", icon: MessagesSquare, url: "/chat/individual" },
      { id: "support-chat", title: "Support Chat", type: "item", icon: LifeBuoy, url: "/support/chat" },
      { id: "bug-reports", title: "Bug Reports", type: "item", icon: Bug, url: "/support/bug-reports" },
    ],
  },
  {
    id: "media",
    title: "Media Library",
    type: "group",
    children: [
      { id: "master-list", title: "Master List", type: "item", icon: ListVideo, url: "/media/master-list" },
      { id: "upload", title: "Upload Video", type: "item", icon: Upload, url: "/media/upload" },
    ],
  },
  {
    id: "content",
    title: "Content & Settings",
    type: "group",
    children: [
      {
        id: "static-content",
        title: "Static Content",
        type: "item",
        icon: FileText,
        url: "/static-content/manage",
      },
      { id: "links", title: "Links", type: "item", icon: Link2, url: "/static-content/links" },
      { id: "settings", title: "Settings", type: "item", icon: Settings, url: "/setting" },
      {
        id: "audit",
        title: "Audit Trail",
        type: "item",
        icon: ScrollText,
        url: "/setting/audit",
        adminOnly: true,
      },
      { id: "team", title: "Team", type: "item", icon: UsersRound, url: "/setting/team", adminOnly: true },
    ],
  },
];
