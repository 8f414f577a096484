// The error toasts a test expects, watched on sonner's one toast object. Test files share their worker's modules
// (vitest.config.ts), so a test spies on the object rather than mock the module: a module an earlier file loaded
// keeps the real one.
import { afterEach, beforeEach, vi } from "vitest";
import { toast } from "@/web/lib/toast";

/**
 * Watches the error toasts in each test of the calling `describe` (or file): answers a mock that records each
 * `toast.error` call (none is shown), forgotten and restored after each test.
 */
export function toastErrorsForEachTest() {
  const toastError = vi.fn<typeof toast.error>(() => "");
  beforeEach(() => {
    vi.spyOn(toast, "error").mockImplementation(toastError);
  });
  afterEach(() => {
    toastError.mockReset();
    vi.restoreAllMocks();
  });
  return toastError;
}
