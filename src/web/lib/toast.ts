// The app's toasts, without sonner (9 kB gzipped) on any page's first download: sonner loads with the toaster once
// the page has painted (app-toaster.tsx), or at the first toast if that comes sooner. Calls made while it loads run
// in order once it is there; sonner shows toasts raised before its toaster mounted.
import type { ExternalToast, toast as SonnerToast } from "sonner";

type Message = Parameters<typeof SonnerToast>[0];

let sonner: Promise<typeof SonnerToast> | undefined;

function withSonner(show: (toast: typeof SonnerToast) => void) {
  sonner ??= import("sonner").then((m) => m.toast);
  void sonner.then(show, (error: unknown) => console.error("The toasts could not load", error));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => withSonner((t) => t(message, data)), {
  success: (message: Message, data?: ExternalToast) => withSonner((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => withSonner((t) => t.error(message, data)),
  dismiss: (id?: string | number) => withSonner((t) => t.dismiss(id)),
});
