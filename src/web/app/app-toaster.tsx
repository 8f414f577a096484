// The toasts' outlet, rendered once the page has settled (see RootLayout): sonner shows toasts raised before it.
import { Toaster } from "sonner";

export function AppToaster() {
  // Sonner's close button is 20 px: 24 px (WCAG 2.5.8) with a mouse, 44 px on a phone.
  return (
    <Toaster
      theme="dark"
      richColors
      closeButton
      position="bottom-right"
      toastOptions={{ classNames: { closeButton: "size-6! max-sm:size-11!" } }}
    />
  );
}
