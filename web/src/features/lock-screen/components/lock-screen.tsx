import { Avatar, Box, Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { Lock } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { CredentialForm } from "@/components/ui/credential-form";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { setLockedHandler } from "@/lib/api-client";
import { loadFirebaseUser } from "@/lib/auth/load-firebase-user";
import { useAuth } from "@/lib/auth/use-auth";
import { queryClient } from "@/lib/query-client";
import { lockSession } from "../api/lock-session";
import { unlockErrorMessage, unlockWithPassword } from "../api/unlock";
import { useLockState } from "../lock-state";

function LockOverlay({ onUnlock, school }: { onUnlock: () => void; school: string }) {
  const { auth, logout } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = auth.user?.displayName || auth.user?.email || "";

  useEffect(() => {
    const previous = document.title;
    document.title = "Locked | Studio Admin";
    return () => {
      document.title = previous;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Firebase Auth may not have loaded yet if the screen was locked right after opening.
      const user = await (await loadFirebaseUser()).currentFirebaseUser();
      if (!user) {
        setError("Your sign-in has ended. Log out and sign in again.");
        return;
      }
      await unlockWithPassword(user, password);
      setPassword("");
      onUnlock();
      // What failed with 423 while the session was locked loads now.
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
    } catch (err) {
      setError(unlockErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    onUnlock();
    await logout();
    navigate("/login", { replace: true });
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      motionPreset="none"
      modal
      trapFocus
    >
      <Portal>
        <Dialog.Backdrop />
        {/* Opaque and full screen: nothing of the console shows through while it is locked. */}
        <Dialog.Positioner px="4" bg="sidebar.bg" data-testid="lock-screen">
          <Dialog.Content maxW="380px" w="full">
            <Dialog.Body pt="8" pb="6">
              <Stack gap="5" align="stretch">
                <Stack align="center" gap="2" textAlign="center">
                  <Box position="relative">
                    <Avatar.Root size="xl" colorPalette="brand">
                      <Avatar.Fallback name={name} />
                    </Avatar.Root>
                    <Box
                      position="absolute"
                      bottom="-1"
                      right="-1"
                      bg="brand.700"
                      color="white"
                      borderRadius="full"
                      p="1.5"
                    >
                      <Lock size={14} aria-hidden />
                    </Box>
                  </Box>
                  <Dialog.Title fontSize="lg">{school} is locked</Dialog.Title>
                  <Dialog.Description fontSize="sm" color="fg.muted">
                    {name}, enter your password to continue where you left off.
                  </Dialog.Description>
                </Stack>
                <CredentialForm failure={error} onSubmit={submit}>
                  {/* For password managers: the account being unlocked. */}
                  <input
                    type="email"
                    name="username"
                    autoComplete="username"
                    value={auth.user?.email ?? ""}
                    readOnly
                    hidden
                  />
                  <CurrentPasswordField
                    value={password}
                    onValueChange={setPassword}
                    invalid={Boolean(error)}
                    autoFocus
                  />
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={busy}
                    loadingText="Unlocking…"
                    disabled={!password}
                  >
                    Unlock
                  </Button>
                </CredentialForm>
                <Text fontSize="sm" textAlign="center" color="fg.muted">
                  Not {name.split(" ")[0] || "you"}?{" "}
                  <Button
                    variant="plain"
                    size="sm"
                    color="brand.700"
                    px="1"
                    textDecoration="underline"
                    onClick={() => void signOut()}
                  >
                    Log out
                  </Button>
                </Text>
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The header's Lock Screen action: `lock` covers the console with a password prompt (Firebase
 * re-authentication) until the user unlocks or logs out, and locks the session on the server, so
 * the API answers nothing but unlock and logout meanwhile; `overlay` is rendered by the shell. An
 * API answer 423 (locked on the server, say before a reload that lost the local lock) covers it too.
 * The prompt names the school (`school`: its name as the frame knows it, the app's until then).
 */
export function useLockScreen(school = "Studio Admin"): { lock: () => void; overlay: ReactNode } {
  const { auth } = useAuth();
  const { locked, lock, unlock } = useLockState(auth.user?._id);
  useEffect(() => {
    setLockedHandler(lock);
    return () => setLockedHandler(null);
  }, [lock]);
  const lockEverywhere = useCallback(() => {
    lock();
    // Offline the screen is still locked here; unlocking a session the server never locked is a no-op.
    lockSession().catch((err: unknown) =>
      console.warn("The session could not be locked on the server:", err),
    );
  }, [lock]);
  return { lock: lockEverywhere, overlay: locked ? <LockOverlay onUnlock={unlock} school={school} /> : null };
}
