// `npm run dev`: the API server, restarted on each change (tsx watch), and the browser app from Vite's dev server with
// React's Fast Refresh, which passes /api (the realtime WebSocket included) on to the API server (vite.config.ts).
// Open the app at PORT (3000 unless set); the API server listens on API_PORT (PORT + 1 unless set), on this machine
// only (HOST 127.0.0.1 unless set), like Vite's page: only Vite talks to it.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createLogger, createServer, type ViteDevServer } from "vite";

const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || port + 1);
// The page is opened at Vite's address, so that is the address the API server is set up for: the origin its
// sign-in and realtime checks accept, and the one its mail and setup links point at.
const loopback = ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${port}`);
const serverEnv = {
  ...process.env,
  PORT: String(apiPort),
  HOST: process.env.HOST || "127.0.0.1",
  PUBLIC_URL: process.env.PUBLIC_URL || loopback[0],
  TRUSTED_ORIGINS: process.env.PUBLIC_URL
    ? process.env.TRUSTED_ORIGINS
    : [...loopback.slice(1), process.env.TRUSTED_ORIGINS].filter(Boolean).join(","),
};

const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
// A process group of its own: Ctrl-C in the terminal reaches only this script, which passes one SIGTERM on. Both
// getting a signal made tsx force-kill the server ("Previous process hasn't exited yet") before it closed cleanly.
const api = spawn(process.execPath, [tsx, "watch", "src/server/main.ts"], {
  env: serverEnv,
  stdio: "inherit",
  detached: true,
});

let web: ViteDevServer | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await web?.close();
  if (api.exitCode === null && api.signalCode === null) {
    api.kill("SIGTERM");
    await new Promise((resolve) => api.once("exit", resolve));
  }
  process.exit(code);
}
api.on("exit", (code) => void stop(code ?? 1));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
// Whatever ends this script, the server (in its own group) must not outlive it.
process.on("exit", () => {
  if (api.exitCode === null && api.signalCode === null) api.kill("SIGTERM");
});

// Vite starts once the API server answers: requests proxied before then were refused, each with a stack trace.
const apiReady = `http://127.0.0.1:${apiPort}/api/ready`;
while (
  !stopping &&
  !(await fetch(apiReady).then(
    (r) => r.ok,
    () => false,
  ))
) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// While tsx restarts the server after a change, a proxied request is refused: one line says so (at most every 10 s)
// instead of Vite's stack trace per request.
const logger = createLogger();
const logError = logger.error.bind(logger);
let refusedSaidAt = 0;
logger.error = (message, options) => {
  const refused = (options?.error as NodeJS.ErrnoException | undefined)?.code === "ECONNREFUSED";
  if (!refused || !/proxy/.test(message)) return logError(message, options);
  if (Date.now() - refusedSaidAt < 10_000) return;
  refusedSaidAt = Date.now();
  logger.warn("the API server is restarting: /api requests fail until it is back", { timestamp: true });
};

process.env.API_PORT = String(apiPort);
if (!stopping) {
  web = await createServer({ customLogger: logger, server: { port, strictPort: true } });
  await web.listen();
  web.printUrls();
}
