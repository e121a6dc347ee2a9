import type { Chat } from "@shared/chat.schema";
import type { ComponentType, ReactNode } from "react";
import type { ChatPerson } from "../api/chat-refs";
import { otherMember } from "../chat-format";
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

/** `View` with the live profile of the chat's other member as `person` (null in a group chat). */
export function withOtherMember<P extends { chat: Chat; me: string }>(
  View: ComponentType<P & { person: ChatPerson | null }>,
) {
  return function WithOtherMember(props: P) {
    return (
      <WithPerson uid={otherMember(props.chat, props.me)}>
        {(person) => <View {...props} person={person} />}
      </WithPerson>
    );
  };
}
