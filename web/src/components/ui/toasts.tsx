import { Button, HStack, Text } from "@chakra-ui/react";
import { Slide, ToastContainer, toast } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

/** Auto-close 5000 ms, top-right, pause on hover and focus loss, swipe 80 %. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      transition={Slide}
      newestOnTop
    />
  );
}

/** Toast content: a message and one action button that also closes the toast. */
function withAction(message: string, label: string, action: () => void, palette?: "red") {
  return ({ closeToast }: { closeToast: () => void }) => (
    <HStack justify="space-between" gap="3" width="full">
      <Text fontSize="sm">{message}</Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette={palette}
        onClick={() => {
          closeToast();
          action();
        }}
      >
        {label}
      </Button>
    </HStack>
  );
}

/** An error toast with a Retry button; one per `id` at a time. */
export function toastErrorWithRetry(message: string, retry: () => void, id?: string) {
  toast.error(withAction(message, "Retry", retry, "red"), { toastId: id ?? message, autoClose: false });
}

/** A success toast with an Undo button, for archive-style actions. */
export function toastWithUndo(message: string, undo: () => void) {
  toast.success(withAction(message, "Undo", undo));
}
