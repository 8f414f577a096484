import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "@/web/components/logo-mark";
import { APP_NAME } from "@/web/lib/app-name";

/**
 * The top bar of the site's pages: the logo (a link home) and, on the right, the page's own actions. Nearly opaque
 * rather than blurred: a blur over the moving starfield is redrawn every frame (a third of a core without a GPU).
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="relative z-10 border-b border-white/10 bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-foreground"
          aria-label={`${APP_NAME} home`}
        >
          <LogoMark size="sm" />
          <span>{APP_NAME}</span>
        </Link>
        {children ? <div className="flex items-center gap-2">{children}</div> : null}
      </div>
    </header>
  );
}
