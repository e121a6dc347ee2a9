import { Badge, Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { SaveFailed } from "@/components/ui/data-states";
import { useSave } from "@/lib/use-save";
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
  const saving = useSave("The absence could not be reported.");
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
    if (!(await saving.run("report", () => reportAbsence(sessionKey, date, reason.trim())))) return;
    setDone(true);
    onReported();
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
      <SaveFailed failure={saving.failure} fontSize="sm" />
      <HStack>
        <Button size="sm" colorPalette="brand" loading={saving.busy !== null} onClick={() => void send()}>
          Report absence
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
