import type { ReactNode } from "react";
import type { ChatPerson } from "../api/chat-refs";
import { usePerson } from "../hooks/use-person";
import { LiveErrorBoundary } from "./live-error-boundary";

type Render = (person: ChatPerson | null) => ReactNode;

function LivePerson({ uid, render }: { uid: string; render: Render }) {
  return render(usePerson(uid));
}

/**
 * Renders with the live profile of `uid` (name, photo, presence), or with null when there is nobody
 * to follow (a group chat), while it loads, or when it cannot be read: a hook cannot be skipped,
 * a component can.
 */
export function WithPerson({ uid, children }: { uid: string | null; children: Render }) {
  if (!uid) return children(null);
  return (
    <LiveErrorBoundary fallback={() => children(null)}>
      <LivePerson uid={uid} render={children} />
    </LiveErrorBoundary>
  );
}
