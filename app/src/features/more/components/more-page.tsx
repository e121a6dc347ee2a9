import { HStack, Stack, Text } from "@chakra-ui/react";
import {
  Bug,
  CalendarCheck,
  ChevronRight,
  FileText,
  Megaphone,
  Ticket,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { ScreenTitle } from "@/components/ui/screen-title";

const ITEMS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/announcements", label: "Announcements", icon: Megaphone },
  { to: "/attendance", label: "Attendance", icon: CalendarCheck },
  { to: "/seats", label: "Make-up classes", icon: Ticket },
  { to: "/pages", label: "Pages and links", icon: FileText },
  { to: "/report", label: "Report a problem", icon: Bug },
  { to: "/profile", label: "Profile", icon: UserRound },
];

/** Everything that is not a tab of its own. */
export function MorePage() {
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
                <ChevronRight size={18} aria-hidden />
              </HStack>
            </Link>
          </li>
        ))}
      </Stack>
    </>
  );
}
