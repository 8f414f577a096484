// `/jenga/admin`, 'Jenga Admin' (admins only): create games, manage players and starts, finish games.
import { lazy, Suspense, useState } from "react";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useActiveAdminGames } from "./api/get-admin-games";
import { CreateGameTab } from "./create-game-tab";
import { RequireJengaAdmin } from "./jenga-access";
import { JengaShell } from "./jenga-shell";
import { JENGA_TAB } from "./tab-style";
import { useLiveAdminGames } from "./use-live-jenga";

// The page opens on Create Game: the other tabs' code loads when one is first opened, which keeps the page's first
// download within its budget (e2e/bundle-budget.spec.ts).
const ManageGamesTab = lazy(() => import("./manage-games-tab").then((m) => ({ default: m.ManageGamesTab })));
const FinishGameTab = lazy(() => import("./finish-game-tab").then((m) => ({ default: m.FinishGameTab })));

const TAB_LOADING = (
  <p role="status" className="mt-4 text-muted-foreground">
    Loading…
  </p>
);

export function JengaAdminPage() {
  return <RequireJengaAdmin>{(profile) => <JengaAdmin profile={profile} />}</RequireJengaAdmin>;
}

type Tab = "create" | "manage" | "finish";

function JengaAdmin({ profile }: { profile: JengaProfile }) {
  useLiveAdminGames(true);
  const [tab, setTab] = useState<Tab>("create");
  return (
    <JengaShell title="Jenga Admin" isAdmin={profile.isAdmin}>
      <p className="mt-2 text-muted-foreground">Create games, approve players, start and finish games.</p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
        <TabsList>
          <TabsTrigger value="create" className={JENGA_TAB}>
            Create Game
          </TabsTrigger>
          <TabsTrigger value="manage" className={JENGA_TAB}>
            Manage Games
          </TabsTrigger>
          <TabsTrigger value="finish" className={JENGA_TAB}>
            Finish Game
          </TabsTrigger>
        </TabsList>
        <TabsContent value="create">
          <CreateGameTab onCreated={() => setTab("manage")} />
        </TabsContent>
        <TabsContent value="manage">
          <Suspense fallback={TAB_LOADING}>
            <ManageGamesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="finish">
          <Suspense fallback={TAB_LOADING}>
            <FinishActiveGame />
          </Suspense>
        </TabsContent>
      </Tabs>
    </JengaShell>
  );
}

/** Finish Game, fed with the active games (the newest ones, should there ever be more than it lists). */
function FinishActiveGame() {
  const active = useActiveAdminGames();
  const shown = active.data?.games.length ?? 0;
  return (
    <>
      <FinishGameTab games={active.data?.games ?? []} />
      {active.data && active.data.total > shown ? (
        <p className="mt-3 text-sm text-muted-foreground">
          The newest {shown} of {active.data.total} active games are listed.
        </p>
      ) : null}
    </>
  );
}
