// Renders a public page's markup at build time (scripts/prerender.ts, docs/decisions/024) with the same providers and
// route table as main.tsx, as a visitor who is not signed in sees it; main.tsx then hydrates that markup.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import { AppProviders } from "@/web/app/providers";
import { routes } from "@/web/app/router";
import { meQueryKey, SIGNED_OUT } from "@/web/features/accounts/api/get-me";
import { createQueryClient } from "@/web/lib/query-client";
import { DEFAULT_DESCRIPTION, formatPageTitle, PageHeadRecorder } from "@/web/lib/use-page-title";

export type RenderedPage = { markup: string; title: string; description: string };

export async function renderPublicPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect, not a page`);
  const queryClient = createQueryClient();
  // The server sends this markup only to a visitor without a session cookie; main.tsx seeds the same answer.
  queryClient.setQueryData(meQueryKey, SIGNED_OUT);
  const head = { title: formatPageTitle(), description: DEFAULT_DESCRIPTION };
  const markup = renderToString(
    <PageHeadRecorder value={(title, description) => Object.assign(head, { title, description })}>
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>
    </PageHeadRecorder>,
  );
  return { markup, ...head };
}

/** The route table's paths alone (no code), from which the server tells an unknown address (the 404 page). */
export function routePaths(table: RouteObject[] = routes): RouteObject[] {
  return table.map((route) =>
    route.index
      ? { index: true, path: route.path }
      : { path: route.path, children: route.children && routePaths(route.children) },
  );
}
