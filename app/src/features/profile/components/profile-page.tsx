import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Section } from "@/components/content/section";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { meAccountRoutes } from "@shared/me.routes";
import { apiCall } from "@/lib/api-call";
import { changePassword, signOut } from "@/lib/auth-client";
import { clearCache } from "@/lib/offline-cache";
import { selectChild } from "@/lib/selected-child";
import { useMe } from "@/lib/use-me";
import { AccountDetails } from "./account-details";

const box = { bg: "bg", borderWidth: "1px", borderRadius: "lg", p: "4", gap: "4" } as const;

/** Who is signed in, the password, and signing out (here, or on every device). */
export function ProfilePage() {
  const profile = useMe();
  const navigate = useNavigate();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<"password" | "everywhere" | null>(null);

  const leave = async () => {
    clearCache();
    selectChild(null);
    await signOut();
    navigate("/sign-in", { replace: true });
  };
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy("password");
    try {
      if (next.length < 8) throw new Error("Use at least 8 characters.");
      await changePassword(current, next);
      setMessage({ ok: true, text: "Your password was changed." });
      setCurrent("");
      setNext("");
    } catch (err) {
      const code = (err as { code?: string }).code ?? "";
      const text =
        code.includes("credential") || code.includes("wrong-password")
          ? "The current password is not right."
          : (err as Error).message;
      setMessage({ ok: false, text });
    } finally {
      setBusy(null);
    }
  };
  const everywhere = async () => {
    setBusy("everywhere");
    try {
      await apiCall(meAccountRoutes.signOutEverywhere);
      await leave();
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
      setBusy(null);
    }
  };

  return (
    <Stack gap="6">
      <ScreenTitle>Profile</ScreenTitle>
      <DataStates state={profile} what="Your profile">
        {/* Keyed by account only: a saved name reloads `me`, and rebuilding the form would drop its "Saved." */}
        {(me) => <AccountDetails key={me.uid} me={me} onSaved={profile.retry} />}
      </DataStates>
      <Button variant="outline" onClick={() => navigate("/notifications")}>
        Notifications
      </Button>
      <Section title="Password">
        <form onSubmit={savePassword} aria-label="Change password">
          <Stack {...box}>
            <Field.Root required>
              <Field.Label>Current password</Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>New password</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            </Field.Root>
            {message && (
              <Text role={message.ok ? "status" : "alert"} color={message.ok ? "green.700" : "fg.error"}>
                {message.text}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="flex-end" loading={busy === "password"}>
              Change password
            </Button>
          </Stack>
        </form>
      </Section>
      <Stack gap="3">
        <Button variant="outline" onClick={leave}>
          Sign out
        </Button>
        <Button variant="outline" colorPalette="red" onClick={everywhere} loading={busy === "everywhere"}>
          Sign out everywhere
        </Button>
      </Stack>
      <Text
        fontSize="xs"
        color="fg.muted"
        textAlign="center"
      >{`App version ${import.meta.env.VITE_APP_BUILD ?? "dev"}`}</Text>
    </Stack>
  );
}
