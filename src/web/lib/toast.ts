// The app's toasts are sonner's; the toasts' outlet is app-toaster.tsx.
export { toast } from "sonner";
