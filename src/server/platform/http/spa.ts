// Prepares the built index.html for serving: the app name is a runtime setting, not only a build-time one. Also the
// public pages rendered at build time (scripts/prerender.ts, docs/decisions/024), for visitors without a session.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { CHROMA_GREEN } from "../../../domain/broadcast/chroma-pages";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the app's name goes in the pages rendered at build time. */
export const APP_NAME_PLACEHOLDER = "%APP_NAME%";
/** The build's folder of pages rendered at build time; a dot folder, which the static files never include. */
export const PRERENDERED_DIR = ".prerendered";

/** `pages.json` in PRERENDERED_DIR: which file is which page, and the router's paths to tell an unknown address. */
export type PrerenderedIndex = {
  pages: Record<string, string>;
  notFound: string;
  routes: RouteObject[];
};

/** Tells the browser app the name (application-name), which it reads as it starts (src/web/lib/app-name.ts). */
function withNameMeta(html: string, name: string): string {
  return html
    .replace(/<meta name="application-name" content="[^"]*"\s*\/?>\s*/, "")
    .replace("</head>", `  <meta name="application-name" content="${name}" />\n  </head>`);
}

/** Replaces the name the app was built with (its <title>) by APP_NAME, and tells the browser app the name. */
export function renderIndexHtml(html: string, appName: string): string {
  const name = escapeHtml(appName);
  const builtName = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return withNameMeta(builtName ? html.split(builtName).join(name) : html, name);
}

/**
 * index.html for the chroma-keyed scoreboards (isChromaPage): green from the first paint, with nothing in #root, where
 * the other pages paint the navy "Loading…" that a keyed OBS source would show as a dark flash (issue 36).
 */
export function chromaKeyedIndexHtml(html: string): string {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  if (start < 0) throw new Error('index.html has no <div id="root">');
  // The end of #root: the </div> that closes it, counting the <div>s opened inside.
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + open.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth > 0) continue;
    const emptied = html.slice(0, start + open.length) + html.slice(tag.index);
    return emptied.replace(/<html\b([^>]*)>/, `<html$1 style="background-color: ${CHROMA_GREEN}">`);
  }
  throw new Error("#root is never closed in index.html");
}

export type PrerenderedPages = {
  /** The page for an address: `/`, `/terms`, `/privacy` and any address the router does not know (the 404 page);
   * undefined for the rest, and for an address with a query (`/?mode=signin` shows the auth card). */
  page: (url: string) => string | undefined;
  /** Whether the router has no page for the address (its query aside), which is answered with status 404. */
  isUnknownAddress: (url: string) => boolean;
};

/** The build's pages rendered at build time, named with APP_NAME; undefined when the build has none. */
export function loadPrerenderedPages(webDist: string, appName: string): PrerenderedPages | undefined {
  const dir = path.join(webDist, PRERENDERED_DIR);
  if (!fs.existsSync(path.join(dir, "pages.json"))) return undefined;
  const index = JSON.parse(fs.readFileSync(path.join(dir, "pages.json"), "utf8")) as PrerenderedIndex;
  const name = escapeHtml(appName);
  const read = (file: string) =>
    withNameMeta(fs.readFileSync(path.join(dir, file), "utf8").split(APP_NAME_PLACEHOLDER).join(name), name);
  const pages = new Map(Object.entries(index.pages).map(([pathname, file]) => [pathname, read(file)]));
  const notFound = read(index.notFound);
  const isUnknownAddress = (url: string) =>
    matchRoutes(index.routes, url.split("?")[0] ?? url)?.at(-1)?.route.path === "*";
  return {
    isUnknownAddress,
    page: (url) => {
      if (url.includes("?")) return undefined;
      return pages.get(url) ?? (isUnknownAddress(url) ? notFound : undefined);
    },
  };
}

/** Whether the request carries a cookie of this name (whether its session is still valid or not). */
export function hasCookie(cookieHeader: string | undefined, cookieName: string): boolean {
  return (cookieHeader ?? "").split(";").some((cookie) => cookie.split("=")[0]?.trim() === cookieName);
}

type Encoded = { body: Buffer; encoding: "br" | "gzip" };
const encodedPages = new Map<string, { br: Buffer; gzip: Buffer }>();

/**
 * A page's HTML compressed as the browser accepts it (Brotli, else gzip), or undefined for one that accepts neither.
 * Each page is compressed once: there are a handful (index.html and the pages rendered at build time) and the app's
 * name does not change while the server runs.
 */
export function encodedPage(html: string, acceptEncoding: string | undefined): Encoded | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding!.trim().toLowerCase()),
  );
  const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
  if (!encoding) return undefined;
  let encoded = encodedPages.get(html);
  if (!encoded) {
    const input = Buffer.from(html);
    encoded = { br: zlib.brotliCompressSync(input), gzip: zlib.gzipSync(input) };
    encodedPages.set(html, encoded);
  }
  return { body: encoded[encoding], encoding };
}
