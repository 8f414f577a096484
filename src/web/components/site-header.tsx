import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "@/web/components/logo-mark";
import { NotificationSlot } from "@/web/components/notification-slot";
import { APP_NAME } from "@/web/lib/app-name";

/**
 * The top bar of the site's pages: the logo (a link home) and, on the right, the page's own actions. Nearly opaque
 * rather than blurred: a blur over the moving starfield is redrawn every frame (a third of a core without a GPU).
 * The notification banner takes its place in the page's flow just below it (notification-slot.tsx), so it never covers
 * these actions or the page's own.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <>
      <header className="relative z-10 border-b border-white/10 bg-background/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          {/* Named by what it shows, plus " home" for screen readers: a name must contain the visible text (WCAG 2.5.3,
            label in name), and an aria-label of "Cohort home" does not contain the mark's "C" before "Cohort". */}
          <Link
            to="/"
            className="flex min-h-11 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-foreground"
          >
            <LogoMark size="sm" />
            <span>
              {APP_NAME}
              <span className="sr-only"> home</span>
            </span>
          </Link>
          {children ? <div className="flex items-center gap-2">{children}</div> : null}
        </div>
      </header>
      <NotificationSlot />
    </>
  );
}
