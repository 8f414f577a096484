// Builds the browser app (the React SPA) into dist/web; the Fastify server serves that folder.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** The import alias of the browser app, shared with the unit tests (vitest.config.ts): `@/` for src. */
export const WEB_ALIASES = [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }];

/** The starfield theme's background (styles.css): the installed app's splash screen and title bar. */
const THEME_COLOR = "#050816";

/**
 * The web app manifest and the service worker (docs/decisions/012-bundle-budget-and-pwa.md). The worker precaches
 * the shell and the hashed assets; page loads still go to the server, which fills in the running APP_NAME, and the
 * precached index.html answers them only when the network fails. No route caches /api/: those answers belong to one
 * user. The realtime WebSocket never passes through a service worker. It imports public/push-sw.js, which shows
 * Web Push notifications and opens their page on a tap, and public/outbox-sw.js, which sends the messages typed
 * offline when the signal returns (Background Sync, decision 045). src/web/main.tsx registers the worker.
 */
function progressiveWebApp(appName: string) {
  return VitePWA({
    injectRegister: false,
    // The icons are precached by the glob patterns already.
    includeManifestIcons: false,
    manifest: {
      id: "/",
      name: appName,
      short_name: appName,
      description: `${appName}: the school app for students, by students.`,
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "en",
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      // Web Push: the push and notificationclick handlers (public/push-sw.js, docs/decisions/031-web-push.md); the
      // messages typed offline, sent by Background Sync (public/outbox-sw.js, docs/decisions/045).
      importScripts: ["/push-sw.js", "/outbox-sw.js"],
      globPatterns: ["**/*.{js,css,html,png,svg,webmanifest}"],
      // Navigations are not answered from the precache (that would be the built index.html, not the served one)...
      navigateFallback: null,
      directoryIndex: null,
      navigationPreload: true,
      runtimeCaching: [
        {
          // ...but go to the network, and fall back to the precached shell offline. /api/ pages are not the app's.
          urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "index.html" } },
        },
      ],
    },
  });
}

/**
 * Writes `.vite/chunk-modules.json` (chunk file name → the source files in it) beside Vite's manifest, so that
 * e2e/bundle-budget.spec.ts can tell which code each page downloads. The server does not serve dot folders.
 */
function chunkModules(): Plugin {
  return {
    name: "cohort:chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL(".", import.meta.url));
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = Object.keys(output.modules).map((id) =>
          id.startsWith(root) ? id.slice(root.length) : id,
        );
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(modules) });
    },
  };
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every text asset beside it once the build is written; the server
 * sends the copy the browser accepts (@fastify/static `preCompressed`), so a school without a proxy in front still
 * sends phones the compressed size, at no cost per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|webmanifest|json)$/;
  return {
    name: "cohort:precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName) || fileName.startsWith(".vite/")) continue;
        const file = path.join(options.dir!, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // The server reads APP_NAME; let one setting name the product in the browser too, unless VITE_APP_NAME says otherwise.
  // Setting it on process.env also makes %VITE_APP_NAME% in index.html always defined.
  const env = loadEnv(mode, process.cwd(), "");
  process.env.VITE_APP_NAME = env.VITE_APP_NAME?.trim() || env.APP_NAME?.trim() || "Cohort";
  // Each build reads only the offline copies it wrote (src/web/lib/offline-copy.ts, decision 041).
  process.env.VITE_BUILD_ID = env.VITE_BUILD_ID?.trim() || Date.now().toString(36);

  return {
    root: fileURLToPath(new URL(".", import.meta.url)),
    plugins: [react(), tailwindcss(), chunkModules(), progressiveWebApp(process.env.VITE_APP_NAME), precompress()],
    resolve: {
      alias: WEB_ALIASES,
    },
    build: {
      outDir: "dist/web",
      emptyOutDir: true,
      // .vite/manifest.json: which chunks each module imports (read by e2e/bundle-budget.spec.ts).
      manifest: true,
      // No module preloading (docs/decisions/017-first-load-work.md): the browser fetches a page's chunks as it reads
      // their imports. Vite's helper would insert a <link rel=modulepreload> per chunk from the main thread (30-50 per
      // page, the largest single cost of a signed-in page's start in a slowed-down phone's profile).
      modulePreload: false,
      rolldownOptions: {
        onwarn(warning, warn) {
          // "use client" marks a module for React Server Components, which this app does not have.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"')) return;
          warn(warning);
        },
      },
    },
    // The dev server (npm run dev, scripts/dev.ts) passes the API and its realtime WebSocket on to the API server.
    server: {
      proxy: {
        "/api": { target: `http://127.0.0.1:${process.env.API_PORT || 3000}`, ws: true },
      },
    },
  };
});
