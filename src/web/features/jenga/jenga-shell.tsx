// The frame of every Jenga page: the site header with the game's navigation, the page title, and the footer.
import { Blocks, Shield, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ConnectionIndicator } from "@/web/components/connection-indicator";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";

type JengaShellProps = {
  title: string;
  isAdmin: boolean;
  /** Shown above the title (a back link). */
  before?: ReactNode;
  /** Shown beside the title (a status badge, counts). */
  aside?: ReactNode;
  children: ReactNode;
};

export function JengaShell({ title, isAdmin, before, aside, children }: JengaShellProps) {
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <nav aria-label="Jenga" className="flex items-center gap-1">
          <ShellLink to="/jenga" end label="Hub" Icon={Blocks} />
          <ShellLink to="/jenga/leaderboard" label="Leaderboard" Icon={Trophy} />
          {isAdmin ? <ShellLink to="/jenga/admin" label="Admin" Icon={Shield} /> : null}
        </nav>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {before}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
          {aside}
          <ConnectionIndicator className="ml-auto" />
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function ShellLink({ to, label, Icon, end }: { to: string; label: string; Icon: typeof Blocks; end?: boolean }) {
  return (
    <NavLink
      to={to}
      end={end}
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
