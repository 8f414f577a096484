import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInStudent } from "../../testing/accounts";
import { callAs } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("serving the browser app", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-web-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html><head><title>Cohort</title><meta name="description" content="Cohort: the school app" /></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webDist, "assets", "main-abc123.js"), "console.log('app')");
    fs.writeFileSync(path.join(webDist, "assets", "main-abc123.js.br"), zlib.brotliCompressSync("console.log('app')"));
    fs.writeFileSync(path.join(webDist, "assets", "main-abc123.js.gz"), zlib.gzipSync("console.log('app')"));
    fs.writeFileSync(path.join(webDist, "favicon.svg"), "<svg/>");
    t = await createTestApp({ WEB_DIST: webDist, APP_NAME: "Westbrook <Students>" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers a client route with index.html, titled with the escaped app name and never cached", async () => {
    const res = await callAs(t, null, "GET", "/jenga/game/123?x=1");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>Westbrook &#60;Students&#62;</title>");
    expect(res.body).toContain('<meta name="application-name" content="Westbrook &#60;Students&#62;" />');
    expect(res.body).toContain('content="Westbrook &#60;Students&#62;: the school app"');
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    const asset = await callAs(t, null, "GET", "/assets/main-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await callAs(t, null, "GET", "/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends the build's compressed copy of an asset that the browser accepts, and the plain file otherwise", async () => {
    const brotli = await callAs(t, null, "GET", "/assets/main-abc123.js", undefined, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log('app')");
    const gzip = await callAs(t, null, "GET", "/assets/main-abc123.js", undefined, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe("console.log('app')");
    const plain = await callAs(t, null, "GET", "/assets/main-abc123.js", undefined, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
  });

  it("answers an unknown API path with a JSON 404, not the page", async () => {
    const res = await callAs(t, null, "GET", "/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "No route for GET /api/nothing-here" } });
  });

  it("answers a missing file with a 404 instead of the page", async () => {
    const res = await callAs(t, null, "GET", "/assets/missing-999.js");
    expect(res.statusCode).toBe(404);
  });

  it("does not serve files outside the build folder", async () => {
    const res = await callAs(t, null, "GET", "/../package.json");
    expect(res.body).not.toContain('"name": "cohort"');
  });
});

describe("the public pages rendered at build time", () => {
  let t: TestApp;
  let webDist: string;
  const page = (heading: string) =>
    `<!doctype html><html><head><title>${heading} | %APP_NAME%</title></head><body><div id="root" data-prerendered><h1>${heading}</h1><p>%APP_NAME%</p></div></body></html>`;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-web-"));
    fs.writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html><head><title>Cohort</title></head><body><div id="root"><span>Loading…</span></div></body></html>',
    );
    const dir = path.join(webDist, ".prerendered");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "home.html"), page("Welcome"));
    fs.writeFileSync(path.join(dir, "terms.html"), page("Terms of Service"));
    fs.writeFileSync(path.join(dir, "privacy.html"), page("Privacy Policy"));
    fs.writeFileSync(path.join(dir, "not-found.html"), page("404"));
    fs.writeFileSync(
      path.join(dir, "pages.json"),
      JSON.stringify({
        pages: { "/": "home.html", "/terms": "terms.html", "/privacy": "privacy.html" },
        notFound: "not-found.html",
        routes: [
          {
            path: "/",
            children: [
              { index: true },
              { path: "terms" },
              { path: "privacy" },
              { path: "jenga/game/:id" },
              { path: "*" },
            ],
          },
        ],
      }),
    );
    t = await createTestApp({ WEB_DIST: webDist, APP_NAME: "Westbrook <Students>" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ["/", "Welcome"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/no/such/page", "404"],
  ])("answers %s without a session cookie with its page, named with the escaped APP_NAME", async (url, heading) => {
    const res = await callAs(t, "theme=dark", "GET", url);
    expect(res.statusCode).toBe(heading === "404" ? 404 : 200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("cookie");
    expect(res.body).toContain(`<h1>${heading}</h1><p>Westbrook &#60;Students&#62;</p>`);
    expect(res.body).toContain(`<title>${heading} | Westbrook &#60;Students&#62;</title>`);
    expect(res.body).toContain('<meta name="application-name" content="Westbrook &#60;Students&#62;" />');
  });

  it.each(["/", "/terms", "/privacy", "/no/such/page"])(
    "answers %s with a session cookie, valid or not, with the plain index.html",
    async (url) => {
      const res = await callAs(t, "theme=dark; cohort.session_token=stale.value", "GET", url);
      expect(res.statusCode).toBe(url === "/no/such/page" ? 404 : 200);
      expect(res.body).toContain("<span>Loading…</span>");
      expect(res.body).not.toContain("data-prerendered");
    },
  );

  it("answers a signed-in student's / with the plain index.html", async () => {
    const cookie = await signedInStudent(t, { email: "prerender@riverside.example", password: "Maple-Syrup-42" });
    const res = await callAs(t, cookie, "GET", "/");
    expect(res.body).toContain("<span>Loading…</span>");
    expect(res.body).not.toContain("Welcome");
  });

  it("does not serve the rendered pages' files themselves", async () => {
    for (const url of ["/.prerendered/home.html", "/.prerendered/pages.json"]) {
      expect((await callAs(t, null, "GET", url)).statusCode, url).toBe(404);
    }
  });

  it("sends a page compressed as the browser accepts it, Brotli first, and plain to one that accepts neither", async () => {
    const get = (acceptEncoding: string) =>
      callAs(t, null, "GET", "/terms", undefined, { headers: { "accept-encoding": acceptEncoding } });
    const brotli = await get("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("cookie, accept-encoding");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain("<h1>Terms of Service</h1>");
    const gzip = await get("gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain("<h1>Terms of Service</h1>");
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1>Terms of Service</h1>");
    const shell = await callAs(t, "cohort.session_token=stale.value", "GET", "/", undefined, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(zlib.gunzipSync(shell.rawPayload).toString()).toContain("<span>Loading…</span>");
  });

  it("answers an unknown address with a query with the plain index.html and status 404", async () => {
    const res = await callAs(t, null, "GET", "/no/such/page?from=poster");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<span>Loading…</span>");
  });

  it("answers the router's other pages and an address with a query with the plain index.html", async () => {
    for (const url of ["/jenga/game/7", "/?mode=signin", "/terms/"]) {
      const res = await callAs(t, null, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<span>Loading…</span>");
    }
  });
});

describe("the API documentation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves an OpenAPI document generated from the route schemas", async () => {
    const res = await callAs(t, null, "GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/ready"].get.responses["200"]).toBeDefined();
  });

  it("serves the interactive documentation page", async () => {
    const res = await callAs(t, null, "GET", "/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});
