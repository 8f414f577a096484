// `/admin/dashboard`: statistics, quick actions and the console's tabs. The route composes it with the messaging
// center and the Spikeball tab's panels (other features), passed in as slots.
import { useQueryClient } from "@tanstack/react-query";
import {
  BarChart3,
  BookOpen,
  Download,
  LogOut,
  Megaphone,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Volleyball,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import { ADMIN_TOPIC } from "@/domain/realtime-topics";
import { toast } from "@/web/lib/toast";
import { ConnectionIndicator } from "@/web/components/connection-indicator";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { adminKeys } from "./api/query-keys";
import { AuditLogPanel } from "./audit-log-panel";
import { downloadUsersCsv } from "./api/download-users-csv";
import {
  CONSOLE_TABS,
  type ConsoleTab,
  MESSAGING_PANEL_ID,
  SEND_NOTIFICATION_PANEL_ID,
  SYSTEM_SETTINGS_PANEL_ID,
} from "./panel-ids";
import { RecentActivityCard } from "./recent-activity-card";
import { StatsGrid } from "./stats-grid";
import { TeachersPanel } from "./teachers-panel";
import { UserSchedulePanel } from "./user-schedule-panel";
import type { UserRowActions } from "./users-panel";

// The Users and Settings tabs hold the console's forms (the form library, the schemas, the edit dialog): their code
// loads when the tab first opens, not with the overview every visit starts on.
const UsersPanel = lazy(() => import("./users-panel").then((m) => ({ default: m.UsersPanel })));
const SettingsPanel = lazy(() => import("./settings-panel").then((m) => ({ default: m.SettingsPanel })));

const TAB_LOADING = (
  <p role="status" className="text-muted-foreground">
    Loading…
  </p>
);

type Tab = ConsoleTab;

/** The tab's panel renders on a later frame (the first time, once its code has loaded): scroll when it is there. */
function scrollToPanelWhenShown(panelId: string) {
  let frames = 0;
  const scrollWhenThere = () => {
    const panel = document.getElementById(panelId);
    if (panel) panel.scrollIntoView({ behavior: "smooth", block: "start" });
    else if (++frames < 600) requestAnimationFrame(scrollWhenThere);
  };
  requestAnimationFrame(scrollWhenThere);
}

type AdminConsoleProps = {
  onLogout: () => void;
  /** The tab the console opens on (the Messaging tab, when a message's push links to a conversation). */
  initialTab?: Tab;
  messagingCenter: ReactNode;
  schools: { id: number; name: string }[];
  /** The Spikeball tab: applications, teams and tournaments. */
  spikeball: ReactNode;
  /** The Timetable tab: the school's timetable import (the schedule feature). */
  timetable: ReactNode;
  /** More school-wide switches for the Settings tab, from other features (schedule sharing). */
  settingsExtra?: ReactNode;
  /** More actions on each user's row, from other features (account deletion). */
  userActions?: UserRowActions;
};

export function AdminConsolePage({
  onLogout,
  initialTab = "overview",
  messagingCenter,
  schools,
  spikeball,
  timetable,
  settingsExtra,
  userActions,
}: AdminConsoleProps) {
  usePageTitle("Admin Dashboard");
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [selectedUserId, setSelectedUserId] = useState<string | null>(null);

  // Other admins' changes, new registrations and games: refetch the console's data.
  const refetchConsole = useRefetchQueries(adminKeys.all);
  useRealtimeTopic(ADMIN_TOPIC, refetchConsole, refetchConsole);

  const goTo = (nextTab: Tab, panelId: string) => {
    setTab(nextTab);
    scrollToPanelWhenShown(panelId);
  };
  const exportUsers = async () => {
    try {
      await downloadUsersCsv();
      toast.success("Export Complete");
      // The export is recorded in the audit log: show it without waiting for the realtime event.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch {
      toast.error("Export Failed");
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        {/* Icons only on a phone (the full names stay for screen readers), so the header fits 360 px. */}
        <Link
          to="/admin/messaging-docs"
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2.5 sm:px-3")}
        >
          <BookOpen aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Messaging Docs</span>
        </Link>
        <Link
          to="/admin/spikeball-user-docs"
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2.5 sm:px-3")}
        >
          <Volleyball aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Spikeball User Docs</span>
        </Link>
        <Button variant="outline" size="sm" onClick={onLogout} className="px-2.5 sm:px-3">
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </SiteHeader>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <ConnectionIndicator />
        </div>

        <StatsGrid />

        <Card className="mt-6">
          <CardHeader>
            <CardTitle asChild>
              <h2>Quick Actions</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-2 sm:grid-cols-3 [&>button]:h-auto [&>button]:min-h-10 [&>button]:whitespace-normal">
            <Button variant="secondary" onClick={() => goTo("settings", SEND_NOTIFICATION_PANEL_ID)}>
              <Megaphone aria-hidden="true" /> Send Notification
            </Button>
            <Button variant="secondary" onClick={() => goTo("messaging", MESSAGING_PANEL_ID)}>
              <MessagesSquare aria-hidden="true" /> Messaging Center
            </Button>
            <Button variant="secondary" onClick={() => goTo("settings", SYSTEM_SETTINGS_PANEL_ID)}>
              <Settings aria-hidden="true" /> System Settings
            </Button>
            <Button variant="secondary" onClick={() => void exportUsers()}>
              <Download aria-hidden="true" /> Export Users
            </Button>
            <Button variant="secondary" onClick={() => toast("Security Scan is coming soon")}>
              <ShieldCheck aria-hidden="true" /> Security Scan
            </Button>
            <Button variant="secondary" onClick={() => toast("Analytics is coming soon")}>
              <BarChart3 aria-hidden="true" /> Analytics
            </Button>
          </CardContent>
        </Card>

        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-8">
          <TabsList className="h-auto flex-wrap justify-start sm:h-11 sm:flex-nowrap">
            {CONSOLE_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentActivityCard />
            <UserSchedulePanel userId={selectedUserId} />
            <div className="lg:col-span-2">
              <AuditLogPanel />
            </div>
          </TabsContent>
          <TabsContent value="users" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Suspense fallback={TAB_LOADING}>
              <UsersPanel
                selectedUserId={selectedUserId}
                onSelect={setSelectedUserId}
                schools={schools}
                userActions={userActions}
              />
            </Suspense>
            <UserSchedulePanel userId={selectedUserId} />
          </TabsContent>
          <TabsContent value="teachers">
            <TeachersPanel />
          </TabsContent>
          <TabsContent value="timetable">{timetable}</TabsContent>
          <TabsContent value="spikeball">{spikeball}</TabsContent>
          <TabsContent value="messaging">
            <section id={MESSAGING_PANEL_ID} aria-label="Messaging Center" className="scroll-mt-20">
              {messagingCenter}
            </section>
          </TabsContent>
          <TabsContent value="settings" className="flex flex-col gap-6">
            <Suspense fallback={TAB_LOADING}>
              <SettingsPanel />
            </Suspense>
            {settingsExtra && (
              <Card>
                <CardContent>{settingsExtra}</CardContent>
              </Card>
            )}
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
