import { LoaderCircle } from "lucide-react";

/** Shown while the first page's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span>Loading…</span>
    </div>
  );
}
