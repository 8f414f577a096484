// The whole route table of the product (core-app.md §2 and games-tournaments-broadcast.md §2) in one place.
// Every page is loaded on demand, so each one is its own chunk and the first visit downloads only what it shows.
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { RenderErrorPage } from "@/web/app/render-error-page";
import { RootLayout } from "@/web/app/root-layout";

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: PageLoading,
    errorElement: <RenderErrorPage />,
    children: [
      // Core app
      {
        index: true,
        lazy: () => import("@/web/app/routes/home-route").then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: "auth",
        lazy: () => import("@/web/app/routes/auth-route").then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: "logo",
        lazy: () => import("@/web/features/logo/logo-page").then((m) => ({ Component: m.LogoPage })),
      },
      {
        path: "dashboard",
        lazy: () => import("@/web/app/routes/dashboard-route").then((m) => ({ Component: m.DashboardRoute })),
      },
      {
        path: "admin/login",
        lazy: () => import("@/web/app/routes/admin-login-route").then((m) => ({ Component: m.AdminLoginRoute })),
      },
      {
        path: "admin/dashboard",
        lazy: () =>
          import("@/web/app/routes/admin-dashboard-route").then((m) => ({ Component: m.AdminDashboardRoute })),
      },
      {
        path: "admin/messaging-docs",
        lazy: () =>
          import("@/web/app/routes/admin-messaging-docs-route").then((m) => ({
            Component: m.AdminMessagingDocsRoute,
          })),
      },
      {
        path: "admin/spikeball-user-docs",
        lazy: () =>
          import("@/web/app/routes/spikeball-user-docs-route").then((m) => ({ Component: m.SpikeballUserDocsRoute })),
      },
      {
        // Not in the specification: where a signed-in person changes the password and ends sessions.
        path: "account",
        lazy: () => import("@/web/app/routes/account-route").then((m) => ({ Component: m.AccountRoute })),
      },
      {
        // Not in the specification: the first run's setup link opens it (no administrator yet).
        path: "setup",
        lazy: () => import("@/web/features/accounts/setup-page").then((m) => ({ Component: m.SetupPage })),
      },
      {
        path: "terms",
        lazy: () => import("@/web/features/legal/terms-page").then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: "privacy",
        lazy: () => import("@/web/features/legal/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
      },

      // Jenga
      {
        path: "jenga",
        lazy: () => import("@/web/features/jenga/jenga-hub-page").then((m) => ({ Component: m.JengaHubPage })),
      },
      {
        path: "jenga/game/:id",
        lazy: () => import("@/web/features/jenga/jenga-game-page").then((m) => ({ Component: m.JengaGamePage })),
      },
      {
        path: "jenga/admin",
        lazy: () => import("@/web/features/jenga/jenga-admin-page").then((m) => ({ Component: m.JengaAdminPage })),
      },
      {
        path: "jenga/leaderboard",
        lazy: () =>
          import("@/web/features/jenga/jenga-leaderboard-page").then((m) => ({ Component: m.JengaLeaderboardPage })),
      },

      // Spikeball
      {
        path: "spikeball-signup",
        lazy: () =>
          import("@/web/app/routes/spikeball-signup-route").then((m) => ({ Component: m.SpikeballSignupRoute })),
      },
      {
        path: "spikeball-dashboard",
        lazy: () =>
          import("@/web/app/routes/spikeball-dashboard-route").then((m) => ({ Component: m.SpikeballDashboardRoute })),
      },

      // Broadcast graphics and the poster
      {
        path: "lower-third",
        lazy: () =>
          import("@/web/features/broadcast/lower-third-page").then((m) => ({
            Component: m.LowerThirdPage,
          })),
      },
      {
        path: "sports-lower-third",
        lazy: () =>
          import("@/web/features/broadcast/live-display-page").then((m) => ({ Component: m.LiveDisplayPage })),
      },
      {
        path: "sports-lower-third-admin",
        lazy: () =>
          import("@/web/features/broadcast/control-centre-page").then((m) => ({
            Component: m.ControlCentrePage,
          })),
      },
      {
        path: "sports-lower-third-match-1",
        lazy: () =>
          import("@/web/features/broadcast/match-scoreboard-page").then((m) => ({
            Component: m.MATCH_SCOREBOARD_PAGES[1],
          })),
      },
      {
        path: "sports-lower-third-match-2",
        lazy: () =>
          import("@/web/features/broadcast/match-scoreboard-page").then((m) => ({
            Component: m.MATCH_SCOREBOARD_PAGES[2],
          })),
      },
      {
        path: "sports-lower-third-match-3",
        lazy: () =>
          import("@/web/features/broadcast/match-scoreboard-page").then((m) => ({
            Component: m.MATCH_SCOREBOARD_PAGES[3],
          })),
      },
      {
        path: "sports-lower-third-match-4",
        lazy: () =>
          import("@/web/features/broadcast/match-scoreboard-page").then((m) => ({
            Component: m.MATCH_SCOREBOARD_PAGES[4],
          })),
      },
      {
        path: "campaign-poster",
        lazy: () =>
          import("@/web/features/broadcast/campaign-poster-page").then((m) => ({
            Component: m.CampaignPosterPage,
          })),
      },

      // Any other path
      {
        path: "*",
        lazy: () => import("@/web/app/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The router for a page whose HTML was rendered at build time (docs/decisions/024), started the way React Router
 * starts over server-rendered markup: with the page's code already loaded and as hydrated. Otherwise the router would
 * treat its first render as a new page and scroll to the top, under the finger of a visitor who had scrolled down to a
 * link while the app was starting.
 */
export async function createHydratingAppRouter() {
  const table = await withPageLoaded(routes, window.location.pathname);
  return createBrowserRouter(table, { hydrationData: {} });
}

/** The route table with the routes that match `path` loaded: each lazy route replaced by what its `lazy()` gives. */
export async function withPageLoaded(table: RouteObject[], path: string): Promise<RouteObject[]> {
  const loaded = new Map<RouteObject, RouteObject>();
  for (const { route } of matchRoutes(table, path) ?? []) {
    if (typeof route.lazy !== "function") continue;
    const { lazy, ...rest } = route;
    loaded.set(route, { ...rest, ...(await lazy()) } as RouteObject);
  }
  const swap = (list: RouteObject[]): RouteObject[] =>
    list.map((original) => {
      const route = loaded.get(original) ?? original;
      return route.children ? ({ ...route, children: swap(route.children) } as RouteObject) : route;
    });
  return swap(table);
}
