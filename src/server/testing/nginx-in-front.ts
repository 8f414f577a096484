// deploy/nginx.conf run on loopback, in front of server processes: the district's TLS proxy as we ship it, with only
// its ports and file paths swapped, and a certificate made for 127.0.0.1. Used by src/server/several-servers.test.ts
// and by bench/lighthouse.ts (LIGHTHOUSE_PROXY=nginx: a phone's page over HTTPS and HTTP/2, as a school serves it).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./server-process";

const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** nginx's path, or an error that says how to install it. */
export function nginxPath(): string {
  const found = NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error("nginx was not found: install Debian's package with `sudo apt-get install nginx`");
  return found;
}

export type NginxInFront = {
  /** https://127.0.0.1:port */
  base: string;
  /** The certificate nginx presents (self-signed, for 127.0.0.1): trust this one only. */
  certificate: Buffer;
  stop: () => Promise<void>;
};

/**
 * deploy/nginx.conf with our ports, certificate and writable paths in `dir`; `upstreamHeader` adds a response header
 * naming the process that answered.
 */
function loopbackConfig(
  dir: string,
  ports: { https: number; http: number; upstreams: number[] },
  options: { upstreamHeader?: boolean } = {},
): string {
  const source = fs.readFileSync(path.join(process.cwd(), "deploy/nginx.conf"), "utf8");
  const replace = (text: string, from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/nginx.conf no longer has ${String(from)}; update nginx-in-front.ts`);
    return next;
  };
  let conf = source;
  conf = replace(
    conf,
    /^( *)server 127\.0\.0\.1:3001 (.*)$\n^ *server 127\.0\.0\.1:3002 .*$/m,
    (() => {
      const [indent, serverOptions] = /^( *)server 127\.0\.0\.1:3001 (.*)$/m.exec(source)!.slice(1);
      return ports.upstreams.map((p) => `${indent}server 127.0.0.1:${p} ${serverOptions}`).join("\n");
    })(),
  );
  conf = replace(conf, "pid /run/nginx.pid;", `pid ${dir}/nginx.pid;`);
  conf = replace(conf, "error_log /var/log/nginx/error.log warn;", `error_log ${dir}/error.log warn;`);
  conf = replace(conf, "access_log /var/log/nginx/access.log;", `access_log ${dir}/access.log;`);
  conf = replace(conf, "listen 80;", `listen 127.0.0.1:${ports.http};`);
  conf = replace(conf, /listen 443 ssl( http2)?;/, `listen 127.0.0.1:${ports.https} ssl$1;`);
  conf = replace(conf, "/etc/ssl/cohort/fullchain.pem", `${dir}/cert.pem`);
  conf = replace(conf, "/etc/ssl/cohort/privkey.pem", `${dir}/key.pem`);
  conf = replace(conf, "worker_processes auto;", "worker_processes 1;");
  if (options.upstreamHeader) {
    // Next to the server block's own add_header, which would hide one set at the http level.
    conf = replace(
      conf,
      'add_header Strict-Transport-Security "max-age=31536000" always;',
      'add_header Strict-Transport-Security "max-age=31536000" always;\n    add_header X-Cohort-Upstream $upstream_addr always;',
    );
  }
  return conf;
}

/** A self-signed certificate for 127.0.0.1 in dir/cert.pem, its key in dir/key.pem. */
function makeCertificate(dir: string): Buffer {
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", `${dir}/key.pem`, "-out", `${dir}/cert.pem`],
    ],
    { stdio: "ignore" },
  );
  return fs.readFileSync(`${dir}/cert.pem`);
}

/** Whether nginx answers /api/ready through TLS (any status below 500 from the app counts). */
function answers(base: string, certificate: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(`${base}/api/ready`, { ca: certificate }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
  });
}

/** Starts nginx with deploy/nginx.conf in front of the given server ports; resolves once it answers. */
export async function startNginxInFront(
  upstreams: number[],
  options: { upstreamHeader?: boolean; port?: number } = {},
): Promise<NginxInFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-nginx-"));
  const certificate = makeCertificate(dir);
  const port = options.port ?? (await freePort());
  const base = `https://127.0.0.1:${port}`;
  fs.writeFileSync(
    `${dir}/nginx.conf`,
    loopbackConfig(dir, { https: port, http: await freePort(), upstreams }, options),
  );
  const nginx = spawn(nginxPath(), ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  nginx.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (await answers(base, certificate)) return { base, certificate, stop };
    if (nginx.exitCode !== null) break;
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not start:\n${log}`);
}
