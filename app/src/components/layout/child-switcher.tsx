import { NativeSelect } from "@chakra-ui/react";
import { useEffect } from "react";
import { selectChild } from "@/lib/selected-child";
import { useSession } from "@/lib/session";
import { useMe } from "@/lib/use-me";

/**
 * A guardian's choice of child, in the top bar: every screen shows the chosen child's data (the
 * API client sends it as X-Student-Id). The first child is chosen until the guardian picks; a
 * student never has one.
 */
export function ChildSwitcher() {
  const me = useMe();
  const { child } = useSession();
  const data = me.data;
  const children = data?.kind === "guardian" ? data.children : [];
  const known = children.some((c) => c.studentId === child);
  const first = children[0]?.studentId;

  useEffect(() => {
    if (!data) return;
    if (data.kind === "student" && child) selectChild(null);
    if (data.kind === "guardian" && !known && first) selectChild(first);
  }, [data, child, known, first]);

  if (children.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" maxW="48">
      <NativeSelect.Field
        aria-label="Whose data to show"
        value={known ? (child ?? "") : ""}
        onChange={(e) => selectChild(e.target.value)}
        bg="white"
        color="fg"
      >
        {children.map((c) => (
          <option key={c.studentId} value={c.studentId}>
            {c.firstName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="fg" />
    </NativeSelect.Root>
  );
}
