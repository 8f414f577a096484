// Shown when the session could not be checked (the server is unreachable), instead of guessing signed in or out.
import { RotateCw, WifiOff } from "lucide-react";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  usePageTitle("Connection problem");
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <WifiOff aria-hidden="true" className="size-10 text-accent" />
      <h1 className="text-2xl font-bold">We couldn&apos;t check if you are signed in</h1>
      <p className="text-muted-foreground">
        We couldn&apos;t reach the server to check your session. Check your connection and try again.
      </p>
      <Button onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </main>
  );
}
