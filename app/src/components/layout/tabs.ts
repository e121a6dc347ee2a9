import { Home, Menu, MessageCircle, PlayCircle, type LucideIcon } from "lucide-react";

/** The bottom tabs, read by the React tab bar and by the static shell written at build time. */
export const TABS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: "/", label: "Home", icon: Home, end: true },
  { to: "/practice", label: "Practice", icon: PlayCircle },
  { to: "/messages", label: "Messages", icon: MessageCircle },
  { to: "/more", label: "Menu", icon: Menu },
];
