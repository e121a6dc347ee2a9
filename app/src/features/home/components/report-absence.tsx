import { Badge, Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { reportAbsence } from "../api/report-absence";

interface Props {
  sessionKey: string;
  date: string;
  title: string;
  /** Already reported (by anyone in the family): just say so. */
  reported: boolean;
  onReported: () => void;
}

/**
 * "Won't be there" under a coming class: a reason (optional) and one button. The school sees it
 * on the roster as an excused absence, and no absence alert follows.
 */
export function ReportAbsence({ sessionKey, date, title, reported, onReported }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reasonId = useId();

  if (reported || done) return <Badge colorPalette="orange">Absence reported</Badge>;
  if (!open)
    return (
      <Button
        size="xs"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Won't be there: ${title}`}
      >
        Won't be there
      </Button>
    );
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await reportAbsence(sessionKey, date, reason.trim());
      setDone(true);
      onReported();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "The absence could not be reported.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" w="full">
      <label htmlFor={reasonId}>
        <Text fontSize="sm">Reason (optional)</Text>
      </label>
      <Input
        id={reasonId}
        size="sm"
        maxLength={300}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack>
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void send()}>
          Report absence
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
