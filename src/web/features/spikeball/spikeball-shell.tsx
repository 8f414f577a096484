// The frame of the spikeball pages: the site header with the area's navigation, the page title, and the footer.
import { ClipboardCheck, LayoutDashboard } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ConnectionIndicator } from "@/web/components/connection-indicator";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";

export function SpikeballShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <nav aria-label="Spikeball" className="flex items-center gap-1">
          <ShellLink to="/spikeball-signup" label="Application" Icon={ClipboardCheck} />
          <ShellLink to="/spikeball-dashboard" label="Dashboard" Icon={LayoutDashboard} />
        </nav>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
          <ConnectionIndicator className="ml-auto" />
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function ShellLink({ to, label, Icon }: { to: string; label: string; Icon: typeof ClipboardCheck }) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      className={({ isActive }) =>
        cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2 sm:px-3", isActive && "bg-secondary")
      }
    >
      <Icon aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
    </NavLink>
  );
}
