import type * as ReactToastify from "react-toastify";
import type { ToastContent, ToastOptions } from "react-toastify";

/**
 * Toasts from code that is on the first page (/login): react-toastify is loaded on demand so it is
 * not part of the first load. Signed-in screens import components/ui/toasts directly.
 */
let toastify: Promise<typeof ReactToastify> | null = null;
export const loadToastify = () => (toastify ??= import("react-toastify"));

export function notifyError(content: ToastContent, options?: ToastOptions) {
  void loadToastify().then(({ toast }) => toast.error(content, options));
}
