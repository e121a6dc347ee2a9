import { Box } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { AdminLayout } from "@/components/layout/admin-layout";
import { BareLayout } from "@/components/layout/bare-layout";
import { rememberBadges, rememberedBadges } from "@/components/layout/remembered-badges";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { useLockScreen } from "@/features/lock-screen/components/lock-screen";
import { useSchoolBrand } from "@/features/settings/api/use-school-brand";
import { queryClient } from "@/lib/query-client";
import { useAfterFirstScreen } from "@/lib/use-after-first-screen";
import { usePresence } from "@/lib/use-presence";

// Chat pieces of the admin frame load on their own, with Firestore, once the first screen is up.
const HeaderChatPanel = lazy(() => import("@/features/chat/components/header-chat-panel"));
const SupportBadgeWatcher = lazy(() => import("@/features/chat/components/support-badge-watcher"));
const BugBadgeWatcher = lazy(() => import("@/features/bug-reports/components/bug-badge-watcher"));
// Attendance marks kept on this device (taken offline) leave from any screen once online.
const QueuedMarksSync = lazy(() => import("@/features/attendance/offline/queued-marks-sync"));
// The notifications bell (inbox and "turn on notifications"), after the first screen like chat.
const NotificationBell = lazy(() => import("@/features/notifications/components/notification-bell"));

/** Presence, the school's name and logo, and the lock screen (which names the school). */
function useSignedInSession() {
  usePresence();
  const live = useAfterFirstScreen();
  const school = useSchoolBrand(live);
  return { ...useLockScreen(school?.name), live, school };
}

function AdminFrame() {
  const { lock, overlay, live, school } = useSignedInSession();
  const [remembered] = useState(rememberedBadges);
  const [unassignedSupport, setUnassignedSupport] = useState(remembered["support-chat"] ?? 0);
  const [newBugReports, setNewBugReports] = useState(remembered["bug-reports"] ?? 0);
  useEffect(() => {
    rememberBadges({ "support-chat": unassignedSupport, "bug-reports": newBugReports });
  }, [unassignedSupport, newBugReports]);
  // The bell's and the chat button's places are kept from the first paint: arriving later, they
  // would push the account menu aside (a layout shift).
  const slot = <Box w="10" h="10" flexShrink={0} aria-hidden="true" />;
  const chatPanel = live ? (
    <>
      <Suspense fallback={slot}>
        <NotificationBell />
      </Suspense>
      <Suspense fallback={slot}>
        <HeaderChatPanel />
      </Suspense>
    </>
  ) : (
    <>
      {slot}
      {slot}
    </>
  );
  return (
    <>
      <AdminLayout
        onLock={lock}
        headerExtra={chatPanel}
        badges={{ "support-chat": unassignedSupport, "bug-reports": newBugReports }}
        school={school}
      />
      {live && (
        <Suspense fallback={null}>
          <SupportBadgeWatcher onCount={setUnassignedSupport} />
          <BugBadgeWatcher onCount={setNewBugReports} />
          <QueuedMarksSync />
        </Suspense>
      )}
      {overlay}
    </>
  );
}

function BareFrame() {
  const { overlay } = useSignedInSession();
  return (
    <>
      <BareLayout />
      {overlay}
    </>
  );
}

/** Signed in, with the data cache: what every signed-in frame stands in. */
function SignedIn({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RequireAuth>
  );
}

/**
 * The frame of every signed-in screen. Loaded lazily so that /login carries none of the layout,
 * the data cache or the icons.
 */
export function AdminShell() {
  return (
    <SignedIn>
      <AdminFrame />
    </SignedIn>
  );
}

export function BareShell() {
  return (
    <SignedIn>
      <BareFrame />
    </SignedIn>
  );
}
