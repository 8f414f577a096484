// The whole route table of the product (core-app.md §2 and games-tournaments-broadcast.md §2) in one place.
// Every page is loaded on demand, so each one is its own chunk and the first visit downloads only what it shows.
// Screens not built yet show the coming-later page; replace a `comingLater(...)` with the real page's import.
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { RenderErrorPage } from "@/web/app/render-error-page";
import { RootLayout } from "@/web/app/root-layout";

type LazyRoute = NonNullable<RouteObject["lazy"]>;

function comingLater(pageName: string): LazyRoute {
  return async () => {
    const { ComingLaterPage } = await import("@/web/app/coming-later-page");
    return {
      Component: function ComingLater() {
        return <ComingLaterPage pageName={pageName} />;
      },
    };
  };
}

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
      { path: "admin/messaging-docs", lazy: comingLater("Messaging Docs") },
      { path: "admin/spikeball-user-docs", lazy: comingLater("Spikeball User Docs") },
      {
        path: "terms",
        lazy: () => import("@/web/features/legal/terms-page").then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: "privacy",
        lazy: () => import("@/web/features/legal/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
      },

      // Jenga
      { path: "jenga", lazy: comingLater("Jenga Hub") },
      { path: "jenga/game/:id", lazy: comingLater("Jenga Game") },
      { path: "jenga/admin", lazy: comingLater("Jenga Admin") },
      { path: "jenga/leaderboard", lazy: comingLater("Jenga Leaderboard") },

      // Spikeball
      { path: "spikeball-signup", lazy: comingLater("Spikeball Signup") },
      { path: "spikeball-dashboard", lazy: comingLater("Spikeball Dashboard") },

      // Broadcast graphics and the poster
      { path: "lower-third", lazy: comingLater("Lower-Third Generator") },
      { path: "sports-lower-third", lazy: comingLater("Live Sports Display") },
      { path: "sports-lower-third-admin", lazy: comingLater("Sports Control Centre") },
      { path: "sports-lower-third-match-1", lazy: comingLater("Match 1 Scoreboard") },
      { path: "sports-lower-third-match-2", lazy: comingLater("Match 2 Scoreboard") },
      { path: "sports-lower-third-match-3", lazy: comingLater("Match 3 Scoreboard") },
      { path: "sports-lower-third-match-4", lazy: comingLater("Match 4 Scoreboard") },
      { path: "campaign-poster", lazy: comingLater("Campaign Poster") },

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
