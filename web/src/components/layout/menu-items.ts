import {
  BookOpen,
  Bug,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  FileSearch,
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

import type { RouteHandle } from "./route-handle";
import { SCREEN_GROUPS, SCREENS, type ScreenPath } from "./screens";

/** A menu item: a group heading, a collapsible sub menu, or a link. */
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

/**
 * The menu's links, in order. Each stands under its screen's group (screens.ts), so which group a
 * screen belongs to is written once for the menu and the breadcrumbs alike; a screen without a
 * group stands under "Navigation".
 */
const LINKS: [id: string, url: ScreenPath, icon: LucideIcon, adminOnly?: true][] = [
  ["dashboard", "/dashboard", LayoutDashboard],
  ["student-details", "/students/details", GraduationCap],
  ["enrollment", "/students/enrollment", UserPlus],
  ["groups", "/students/groups", Users],
  ["attendance", "/students/attendance", CalendarCheck],
  ["friday-practice", "/students/create-friday-practice", CalendarPlus],
  ["program-details", "/programs/details", BookOpen],
  ["program-create", "/programs/create", ClipboardList],
  ["schedules", "/programs/schedules", CalendarDays],
  ["announcement-create", "/announcements/create", PenSquare],
  ["announcement-view", "/announcements/view", Megaphone],
  ["chat-individual", "/chat/individual", MessagesSquare],
  ["support-chat", "/support/chat", LifeBuoy],
  ["bug-reports", "/support/bug-reports", Bug],
  ["all-chats", "/support/review", FileSearch, true],
  ["master-list", "/media/master-list", ListVideo],
  ["upload", "/media/upload", Upload],
  ["static-content", "/static-content/manage", FileText],
  ["links", "/static-content/links", Link2],
  ["settings", "/setting", Settings],
  ["audit", "/setting/audit", ScrollText, true],
  ["team", "/setting/team", UsersRound, true],
];

const NAVIGATION = { id: "navigation", title: "Navigation" };

/** The group heading a screen stands under: its screens.ts group, keyed as SCREEN_GROUPS keys it. */
function headingOf(url: ScreenPath) {
  const title: string | undefined = (SCREENS[url] as RouteHandle).group;
  const id = Object.keys(SCREEN_GROUPS).find(
    (key) => SCREEN_GROUPS[key as keyof typeof SCREEN_GROUPS] === title,
  );
  return id && title ? { id, title } : NAVIGATION;
}

function menuOf(links: typeof LINKS): MenuItem[] {
  const groups: MenuItem[] = [];
  for (const [id, url, icon, adminOnly] of links) {
    const heading = headingOf(url);
    let group = groups.find((g) => g.id === heading.id);
    if (!group) groups.push((group = { ...heading, type: "group", children: [] }));
    group.children?.push({
      id,
      title: SCREENS[url].title,
      type: "item",
      icon,
      url,
      ...(adminOnly ? { adminOnly } : {}),
    });
  }
  return groups;
}

export const MENU: MenuItem[] = menuOf(LINKS);
