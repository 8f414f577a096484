// Serves the browser app: its built files, index.html named with APP_NAME for every page address, and the public
// pages rendered at build time for visitors without a session cookie (docs/decisions/024).
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorBody } from "./errors";
import { isChromaPage } from "../../../domain/broadcast/chroma-pages";
import { chromaKeyedIndexHtml, encodedPage, hasCookie, loadPrerenderedPages, renderIndexHtml } from "./spa";

export const spaPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, auth } = app;
    const indexPath = path.join(config.webDist, "index.html");
    const indexHtml = fs.existsSync(indexPath)
      ? renderIndexHtml(fs.readFileSync(indexPath, "utf8"), config.appName)
      : undefined;
    // The public pages rendered at build time, for visitors without a session cookie: anyone with one gets the plain
    // index.html, so a signed-in student never sees the landing page before the dashboard (docs/decisions/024).
    const prerendered = indexHtml ? loadPrerenderedPages(config.webDist, config.appName) : undefined;
    const chromaHtml = indexHtml ? chromaKeyedIndexHtml(indexHtml) : undefined;
    const sessionCookie = (await auth.$context).authCookies.sessionToken.name;

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        index: false,
        wildcard: false,
        // The build writes .br and .gz copies of the text assets (vite.config.ts): send the one the browser accepts.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite names assets by content hash, so they never change under one name.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        },
      });
    } else {
      app.log.warn({ webDist: config.webDist }, "browser app not built: run `npm run build`; serving the API only");
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !request.url.startsWith("/api/") &&
        !path.extname(request.url.split("?")[0] ?? "");
      if (wantsPage && indexHtml) {
        const page = hasCookie(request.headers.cookie, sessionCookie) ? undefined : prerendered?.page(request.url);
        const html = (isChromaPage(request.url) ? chromaHtml : undefined) ?? page ?? indexHtml;
        // An address no page has shows the app's 404 page, with the status that tells crawlers and link checkers so.
        if (prerendered?.isUnknownAddress(request.url)) reply.status(404);
        reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
        reply.header("vary", prerendered ? "cookie, accept-encoding" : "accept-encoding");
        // A phone on a slow connection gets the landing's 11 kB of markup compressed, as it gets the scripts.
        const encoded = encodedPage(html, request.headers["accept-encoding"]);
        if (encoded) return reply.header("content-encoding", encoded.encoding).send(encoded.body);
        return reply.send(html);
      }
      return reply
        .status(404)
        .send(errorBody("not_found", `No route for ${request.method} ${request.url.split("?")[0]}`));
    });
  },
  { name: "spa", dependencies: ["services", "auth"] },
);
