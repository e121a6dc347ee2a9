import { Badge, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import {
  Bell,
  Bug,
  CalendarCheck,
  ChevronRight,
  FileText,
  Megaphone,
  Ticket,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ScreenTitle } from "@/components/ui/screen-title";
import { unreadNotifications } from "../api/unread-notifications";

const ITEMS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/announcements", label: "Announcements", icon: Megaphone },
  { to: "/notifications", label: "Notifications", icon: Bell },
  { to: "/attendance", label: "Attendance", icon: CalendarCheck },
  { to: "/seats", label: "Make-up classes", icon: Ticket },
  { to: "/pages", label: "Pages and links", icon: FileText },
  { to: "/report", label: "Report a problem", icon: Bug },
  { to: "/profile", label: "Profile", icon: UserRound },
];

/** Everything that is not a tab of its own; Notifications with how many are unread. */
export function MorePage() {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    // Only a count beside a link: without it the link is still there.
    unreadNotifications().then(setUnread, () => undefined);
  }, []);
  return (
    <>
      <ScreenTitle>Menu</ScreenTitle>
      <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to}>
              <HStack bg="bg" borderWidth="1px" borderRadius="lg" p="4" gap="3" _hover={{ bg: "bg.muted" }}>
                <Icon size={20} aria-hidden />
                <Text flex="1" fontWeight="medium">
                  {label}
                </Text>
                {to === "/notifications" && unread > 0 && (
                  <Badge colorPalette="brand" variant="solid" borderRadius="full">
                    {unread}
                    <VisuallyHidden> unread</VisuallyHidden>
                  </Badge>
                )}
                <ChevronRight size={18} aria-hidden />
              </HStack>
            </Link>
          </li>
        ))}
      </Stack>
    </>
  );
}
