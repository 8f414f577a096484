import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "@/web/app/providers";
import { createAppRouter } from "@/web/app/router";
import { getMeQueryOptions } from "@/web/features/accounts/api/get-me";
import { createQueryClient } from "@/web/lib/query-client";
import "@/web/styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
// Nearly every page waits for who is visiting before it shows anything: ask now, while the page's code downloads,
// rather than once it has loaded (on a phone's connection, a second or more).
void queryClient.prefetchQuery(getMeQueryOptions());

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

// The service worker (built by vite-plugin-pwa, see vite.config.ts) makes the app installable and lets it open
// offline. Its precaching downloads every page's code, so it is registered only once the first page has had time to
// load its own code and data, and the browser is idle.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.error("The service worker could not be registered", error);
    });
  };
  window.addEventListener("load", () => {
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, 3000);
  });
}
