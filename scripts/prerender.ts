// Writes the public pages' HTML into a build (after `vite build`; docs/decisions/024): the built index.html with the
// page's markup in #root and its title, for the server to send to visitors without a session cookie. The app's name
// is left as a placeholder that the server fills with the running APP_NAME (src/server/platform/http/spa.ts).
// Usage: tsx scripts/prerender.ts [build folder, dist/web by default]
import fs from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import { APP_NAME_PLACEHOLDER, PRERENDERED_DIR, type PrerenderedIndex } from "../src/server/platform/http/spa";
import type { RouteObject } from "react-router";
import type { RenderedPage } from "../src/web/app/render-public-page";

/** Each public page, by the address it is rendered at and the file it is written to. */
const PAGES = [
  { path: "/", file: "home.html" },
  { path: "/terms", file: "terms.html" },
  { path: "/privacy", file: "privacy.html" },
];
const NOT_FOUND = { path: "/no-such-page", file: "not-found.html" };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The built index.html with #root's content (the "Loading…" it paints) replaced by the page. */
export function pageHtml(indexHtml: string, page: RenderedPage): string {
  const builtName = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1];
  if (!builtName) throw new Error("the built index.html has no <title>");
  const html = indexHtml.split(builtName).join(APP_NAME_PLACEHOLDER);
  const open = '<div id="root">';
  const start = html.indexOf(open);
  if (start < 0) throw new Error('the built index.html has no <div id="root">');
  // The end of #root: the </div> that closes it, counting the <div>s opened inside.
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + open.length;
  let depth = 1;
  let end = -1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) {
      end = tag.index;
      break;
    }
  }
  if (end < 0) throw new Error("#root is never closed in the built index.html");
  return (html.slice(0, start) + `<div id="root" data-prerendered>${page.markup}` + html.slice(end))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, before: string, after: string) => {
      return `${before}${escapeHtml(page.description)}${after}`;
    });
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? "dist/web");
  const indexHtml = fs.readFileSync(path.join(buildDir, "index.html"), "utf8");
  // The app's name in the pages' text is the placeholder: vite.config.ts keeps a VITE_APP_NAME already set.
  process.env.VITE_APP_NAME = APP_NAME_PLACEHOLDER;
  const vite = await createServer({
    appType: "custom",
    logLevel: "warn",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const web = (await vite.ssrLoadModule("/src/web/app/render-public-page.tsx")) as {
      renderPublicPage(path: string): Promise<RenderedPage>;
      routePaths(): RouteObject[];
    };
    const outDir = path.join(buildDir, PRERENDERED_DIR);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    for (const page of [...PAGES, NOT_FOUND]) {
      fs.writeFileSync(path.join(outDir, page.file), pageHtml(indexHtml, await web.renderPublicPage(page.path)));
    }
    const index: PrerenderedIndex = {
      pages: Object.fromEntries(PAGES.map((page) => [page.path, page.file])),
      notFound: NOT_FOUND.file,
      routes: web.routePaths(),
    };
    fs.writeFileSync(path.join(outDir, "pages.json"), JSON.stringify(index));
    console.log(`prerendered ${PAGES.length + 1} pages into ${path.relative(process.cwd(), outDir)}`);
  } finally {
    await vite.close();
  }
}

await main();
