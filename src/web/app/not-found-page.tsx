import { Link } from "react-router";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 py-12 text-center"
    >
      <h1 className="text-7xl font-black tracking-tight text-indigo-200 sm:text-8xl">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={cn(buttonVariants(), "mt-2")}>
        Return to Home
      </Link>
    </main>
  );
}
