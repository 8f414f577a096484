// Reports, for every route of the browser app, the gzipped JavaScript and CSS a first visit downloads, and checks
// the budgets of docs/decisions/012-bundle-budget-and-pwa.md (as issue 23 set them: decision 022). Usage:
//   npm run bundle:report                  builds the app into a temporary folder and reports on it
//   npm run bundle:report -- dist/web      reports on an existing build (so does WEB_DIST=dist/web)
// It exits with 1 when a budget is exceeded. src/web/bundle-budget.test.ts runs the same checks under Vitest.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import ts from "typescript";
import { BANNER_FREE_PATHS } from "../src/web/app/banner-free-paths";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const routerFile = path.join(repoRoot, "src/web/app/router.tsx");

/**
 * The budgets, in bytes of gzipped JavaScript before the first paint (1 kB = 1000 bytes, as Vite prints sizes): `/`
 * and any other page. Issue 23's, on React 19 (docs/decisions/022-react-19-runtime.md).
 */
export const BUDGETS = { home: 140_000, anyRoute: 220_000 } as const;

/** Code that never loads on `/`: the admin console, the games (Jenga, spikeball) and the broadcast graphics. */
const KEPT_OFF_HOME = /^src\/(?:.*\/)?(admin|jenga|spikeball|broadcast)(?:[-/.]|$)/;

/**
 * Chunks loaded with `import()` outside the route table. Each must be declared here, so the report cannot miss code
 * a page downloads: `layout` chunks render with every page that `on` accepts (with it, or just after its first
 * paint); `deferred` ones load once the page has painted (shown apart, not in the budget); a `view` is what a route
 * shows some visitors only, or once they open it, measured as a row of its own (the chunks of one label add up).
 */
type LazyChunk =
  | { src: string; kind: "layout" | "deferred"; on?: (routePath: string) => boolean }
  | { src: string; kind: "view"; route: string; label: string };

export const LAZY_CHUNKS: LazyChunk[] = [
  {
    src: "src/web/features/notifications/notification-banner.tsx",
    kind: "deferred",
    on: (routePath) => !BANNER_FREE_PATHS.test(routePath),
  },
  { src: "src/web/app/app-toaster.tsx", kind: "deferred" },
  // Sonner: with the toaster, or at the first toast (src/web/lib/toast.ts).
  { src: "node_modules/sonner/dist/index.mjs", kind: "deferred" },
  // Radix's dialog, on a page with a dialog's button: once the browser is idle, or as the button is reached.
  { src: "src/web/components/ui/dialog-parts.tsx", kind: "deferred" },
  { src: "src/web/app/routes/signed-in-dashboard.tsx", kind: "view", route: "/", label: "/ (signed in)" },
  // The dashboard's sections, loaded just after its top has painted: part of the page, so inside its budget.
  {
    src: "src/web/app/routes/signed-in-dashboard-sections.tsx",
    kind: "layout",
    on: (routePath) => routePath === "/dashboard",
  },
  { src: "src/web/app/routes/signed-in-dashboard-sections.tsx", kind: "view", route: "/", label: "/ (signed in)" },
  // The dashboard cards' content, loaded just after the welcome has painted: part of the page.
  {
    src: "src/web/app/routes/signed-in-dashboard-cards.tsx",
    kind: "layout",
    on: (routePath) => routePath === "/dashboard",
  },
  { src: "src/web/app/routes/signed-in-dashboard-cards.tsx", kind: "view", route: "/", label: "/ (signed in)" },
  // The Jenga Hub's tabs, loaded once its statistics have painted: part of the page.
  { src: "src/web/features/jenga/jenga-hub-tabs.tsx", kind: "layout", on: (routePath) => routePath === "/jenga" },
  // The Spikeball dashboard's tabs, loaded just after its frame has painted: part of the page.
  {
    src: "src/web/features/spikeball/spikeball-dashboard-tabs.tsx",
    kind: "layout",
    on: (routePath) => routePath === "/spikeball-dashboard",
  },
  // The dashboard's forms that load with their tab or dialog (with the form library and the schemas).
  {
    src: "src/web/features/friends/share-settings-form.tsx",
    kind: "view",
    route: "/dashboard",
    label: "/dashboard (sharing tab)",
  },
  {
    src: "src/web/features/privacy/delete-my-account-form.tsx",
    kind: "view",
    route: "/dashboard",
    label: "/dashboard (delete account)",
  },
  { src: "src/web/features/accounts/auth-card.tsx", kind: "view", route: "/", label: "/?mode=signin" },
  { src: "src/web/features/accounts/restriction-screen.tsx", kind: "view", route: "/", label: "/ (restricted)" },
  { src: "src/domain/accounts/account-schemas.ts", kind: "view", route: "/", label: "/ (restricted)" },
  {
    src: "src/web/features/accounts/restriction-screen.tsx",
    kind: "view",
    route: "/dashboard",
    label: "/dashboard (restricted)",
  },
  {
    src: "src/domain/accounts/account-schemas.ts",
    kind: "view",
    route: "/dashboard",
    label: "/dashboard (restricted)",
  },
  {
    src: "src/web/features/messaging/conversation-panel.tsx",
    kind: "view",
    route: "/dashboard",
    label: "/dashboard (messages open)",
  },
  {
    src: "src/web/components/ui/dialog-parts.tsx",
    kind: "view",
    route: "/dashboard",
    label: "/dashboard (messages open)",
  },
  {
    src: "src/web/features/messaging/conversation-panel.tsx",
    kind: "view",
    route: "/admin/dashboard",
    label: "/admin/dashboard (messaging tab)",
  },
  {
    src: "src/web/features/spikeball/spikeball-admin-panel.tsx",
    kind: "view",
    route: "/admin/dashboard",
    label: "/admin/dashboard (spikeball tab)",
  },
];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteRow = {
  /** The route's path, or a view's label. */
  label: string;
  /** The path the budgets and the banner rule apply to. */
  path: string;
  js: number;
  css: number;
  /** Gzipped JavaScript fetched after the first paint. */
  deferredJs: number;
  files: string[];
  /** Source files of the JavaScript downloaded (from .vite/chunk-modules.json). */
  modules: string[];
};

export type RouteModule = { path: string; module: string };

/** Reads the route table from src/web/app/router.tsx: each path and the module its `lazy` imports. */
export function readRouteTable(source = fs.readFileSync(routerFile, "utf8")): RouteModule[] {
  const file = ts.createSourceFile("router.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RouteModule[] = [];

  const importedModule = (node: ts.Node): string | undefined => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      return node.arguments[0].text;
    }
    return ts.forEachChild(node, importedModule);
  };
  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    )?.initializer;

  const walk = (list: ts.ArrayLiteralExpression, parentPath: string) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const pathNode = property(element, "path");
      const segment = pathNode && ts.isStringLiteral(pathNode) ? pathNode.text : "";
      const routePath = segment.startsWith("/")
        ? segment
        : `${parentPath.replace(/\/$/, "")}/${segment}`.replace(/\/$/, "") || "/";
      const lazy = property(element, "lazy");
      const module = lazy && importedModule(lazy);
      if (module) found.push({ path: routePath, module: module.replace(/^@\//, "src/") });
      const children = property(element, "children");
      if (children && ts.isArrayLiteralExpression(children)) walk(children, routePath);
    }
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === "routes" &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      walk(node.initializer, "");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found.length === 0) throw new Error(`No lazy routes found in ${routerFile}`);
  return found;
}

const gzipSizes = new Map<string, number>();
function gzipSize(dist: string, file: string): number {
  const key = path.join(dist, file);
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(key)).length;
    gzipSizes.set(key, size);
  }
  return size;
}

/** Measures every route of the route table in a build folder made with `build.manifest: true`. */
export function measureRoutes(dist: string, routeTable = readRouteTable()): RouteRow[] {
  const manifestPath = path.join(dist, ".vite/manifest.json");
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build with \`npx vite build --outDir ${dist}\` (manifest: true)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest;
  const modulesPath = path.join(dist, ".vite/chunk-modules.json");
  const chunkModules: Record<string, string[]> = fs.existsSync(modulesPath)
    ? JSON.parse(fs.readFileSync(modulesPath, "utf8"))
    : {};

  const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, "");
  // A module imported lazily is its chunk's key, unless it went into a chunk shared with static importers.
  const keyOf = (module: string): string => {
    const wanted = withoutExtension(module);
    const key =
      Object.keys(manifest).find((k) => withoutExtension(k) === wanted) ??
      Object.keys(manifest).find((k) =>
        (chunkModules[manifest[k]!.file] ?? []).some((m) => withoutExtension(m) === wanted),
      );
    if (!key) throw new Error(`${module} is not in the build's manifest`);
    return key;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error("The build's manifest has no entry chunk");

  // Every chunk a key needs before it runs: itself and its static imports (which the browser fetches with it).
  const withStaticImports = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
    return into;
  };

  const routeKeys = new Set(routeTable.map((r) => keyOf(r.module)));
  for (const key of Object.keys(manifest)) {
    for (const lazy of manifest[key]?.dynamicImports ?? []) {
      if (routeKeys.has(lazy) || LAZY_CHUNKS.some((c) => keyOf(c.src) === lazy)) continue;
      throw new Error(`${key} loads ${lazy} lazily: declare when it loads in LAZY_CHUNKS (scripts/bundle-report.ts)`);
    }
  }

  const row = (label: string, routePath: string, keys: string[]): RouteRow => {
    const needed = new Set<string>();
    for (const key of [entryKey, ...keys]) withStaticImports(key, needed);
    const deferred = new Set<string>();
    for (const chunk of LAZY_CHUNKS) {
      if (chunk.kind === "view" || (chunk.on && !chunk.on(routePath))) continue;
      withStaticImports(keyOf(chunk.src), chunk.kind === "layout" ? needed : deferred);
    }
    const jsFiles = [...needed].map((k) => manifest[k]!.file);
    const cssFiles = [...new Set([...needed].flatMap((k) => manifest[k]!.css ?? []))];
    const deferredFiles = [...deferred].filter((k) => !needed.has(k)).map((k) => manifest[k]!.file);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(dist, file), 0);
    return {
      label,
      path: routePath,
      js: sum(jsFiles),
      css: sum(cssFiles),
      deferredJs: sum(deferredFiles),
      files: [...jsFiles, ...cssFiles].sort(),
      modules: [...new Set(jsFiles.flatMap((file) => chunkModules[file] ?? []))].sort(),
    };
  };

  const rows: RouteRow[] = [];
  for (const route of routeTable) {
    const routeKey = keyOf(route.module);
    rows.push(row(route.path, route.path, [routeKey]));
    const views = new Map<string, string[]>();
    for (const view of LAZY_CHUNKS) {
      if (view.kind === "view" && view.route === route.path) {
        views.set(view.label, [...(views.get(view.label) ?? []), keyOf(view.src)]);
      }
    }
    for (const [label, keys] of views) rows.push(row(label, route.path, [routeKey, ...keys]));
  }
  return rows;
}

/** The budget a row is held to: `/`'s, or any other page's. */
export function limitOf(row: Pick<RouteRow, "label">): number {
  return row.label === "/" ? BUDGETS.home : BUDGETS.anyRoute;
}

/** What breaks a budget, in words; empty when every budget holds. */
export function budgetViolations(rows: RouteRow[]): string[] {
  const problems: string[] = [];
  const home = rows.find((r) => r.label === "/");
  if (!home) problems.push("The report has no row for /");
  if (home) {
    if (home.modules.length === 0) problems.push("No module list for /: .vite/chunk-modules.json is missing");
    const offending = home.modules.filter((m) => KEPT_OFF_HOME.test(m));
    if (offending.length > 0) problems.push(`/ loads admin, game or broadcast code: ${offending.join(", ")}`);
  }
  for (const r of rows) {
    if (r.js > limitOf(r)) {
      problems.push(`${r.label} downloads ${kB(r.js)} of gzipped JavaScript; its limit is ${kB(limitOf(r))}`);
    }
  }
  return problems;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report as a plain-text table. */
export function formatTable(rows: RouteRow[]): string {
  const header = ["route", "JS gz", "CSS gz", "later JS gz", "files", "budget"];
  const lines = rows.map((r) => {
    const status = `${r.js <= limitOf(r) ? "ok" : "OVER"} ${kB(limitOf(r))}`;
    return [r.label, kB(r.js), kB(r.css), kB(r.deferredJs), String(r.files.length), status];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n");
}

/** Builds the browser app with vite.config.ts into `outDir`. */
export async function buildApp(outDir: string): Promise<void> {
  const { build } = await import("vite");
  // Vite builds libraries' development code when NODE_ENV says so, and Vitest sets it to "test".
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: path.join(repoRoot, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      build: { outDir: path.resolve(outDir), emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function main() {
  const given = process.argv[2] ?? process.env.WEB_DIST;
  const dist = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), "cohort-bundle-"));
  try {
    if (!given) await buildApp(dist);
    const rows = measureRoutes(dist);
    console.log(`Gzipped size of what a first visit downloads, per route (${dist}):\n`);
    console.log(formatTable(rows));
    const problems = budgetViolations(rows);
    if (problems.length > 0) {
      console.error(`\nOver budget:\n- ${problems.join("\n- ")}`);
      process.exitCode = 1;
    } else {
      console.log(`\nEvery page fits: / ≤ ${kB(BUDGETS.home)} and every other page ≤ ${kB(BUDGETS.anyRoute)}.`);
    }
  } finally {
    if (!given) fs.rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
