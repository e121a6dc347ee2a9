import { Box, Flex, Spinner, Text } from "@chakra-ui/react";
import type { ChatMessage } from "@shared/chat.schema";
import { Fragment, useEffect, useLayoutEffect, useRef } from "react";
import { useSchoolFormat } from "@/lib/use-school-format";
import { MessageAttachment } from "./message-attachment";

interface Props {
  messages: ChatMessage[];
  me: string;
  showNames: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

const NEAR_BOTTOM_PX = 80;
const NEAR_TOP_PX = 60;

/**
 * Messages grouped by day, own on the right. It follows new messages unless the user has scrolled
 * up to read, and asks for the previous page when they reach the top, keeping their place.
 */
export function MessageList({ messages, me, showNames, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const school = useSchoolFormat();
  const stickToBottom = useRef(true);
  const firstId = useRef<string | null>(null);
  const heightBeforeOlder = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id ?? null;
    if (heightBeforeOlder.current !== null && first !== firstId.current) {
      // Older messages went in above: keep the message the user was reading where it was.
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    firstId.current = first;
  }, [messages]);

  useEffect(() => {
    if (!loadingOlder) heightBeforeOlder.current = null;
  }, [loadingOlder]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < NEAR_TOP_PX && hasOlder && !loadingOlder) {
      heightBeforeOlder.current = el.scrollHeight;
      onLoadOlder();
    }
  };

  return (
    <Box
      ref={box}
      flex="1"
      overflowY="auto"
      px={{ base: "3", md: "5" }}
      py="4"
      onScroll={onScroll}
      data-testid="message-list"
      tabIndex={0}
      aria-label="Messages"
      role="log"
      aria-live="polite"
    >
      {loadingOlder && (
        <Flex justify="center" py="2">
          <Spinner size="sm" aria-label="Loading older messages" />
        </Flex>
      )}
      {!hasOlder && messages.length > 0 && (
        <Text textAlign="center" fontSize="xs" color="fg.muted" py="2">
          Start of the conversation
        </Text>
      )}
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const sentAt = m.sentAt ?? new Date();
        const newDay = !prev || school.day(prev.sentAt ?? new Date()) !== school.day(sentAt);
        const own = m.sentBy.uid === me;
        const showName = showNames && !own && (newDay || prev?.sentBy.uid !== m.sentBy.uid);
        return (
          <Fragment key={m.id}>
            {newDay && (
              <Flex justify="center" my="3" role="separator" aria-label={school.dayHeading(sentAt)}>
                <Text fontSize="xs" color="fg.muted" bg="bg.muted" px="3" py="1" borderRadius="full">
                  {school.dayHeading(sentAt)}
                </Text>
              </Flex>
            )}
            <Flex
              justify={own ? "flex-end" : "flex-start"}
              mt={showName ? "2" : "1"}
              data-testid="message"
              data-own={own}
            >
              <Box maxW={{ base: "85%", md: "70%" }}>
                {showName && (
                  <Text fontSize="xs" fontWeight="semibold" color="brand.fg" mb="0.5" ms="1">
                    {m.sentBy.displayName}
                  </Text>
                )}
                <Box
                  bg={own ? "brand.solid" : "bg"}
                  color={own ? "brand.contrast" : "fg"}
                  px="3"
                  py="2"
                  borderRadius="lg"
                  borderWidth={own ? 0 : "1px"}
                  shadow="xs"
                >
                  {m.attachment && (
                    <Box mb={m.text ? "1.5" : "0"} mt="0.5">
                      <MessageAttachment attachment={m.attachment} />
                    </Box>
                  )}
                  {m.text && (
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
                      {m.text}
                    </Text>
                  )}
                  <Text fontSize="2xs" textAlign="end" opacity={0.8} mt="0.5">
                    {school.time(sentAt)}
                  </Text>
                </Box>
              </Box>
            </Flex>
          </Fragment>
        );
      })}
    </Box>
  );
}
