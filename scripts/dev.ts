// `npm run dev`: the API server, restarted on each change (tsx watch), and the browser app from Vite's dev server with
// React's Fast Refresh, which passes /api (the realtime WebSocket included) on to the API server (vite.config.ts).
// Open the app at PORT (3000 unless set); the API server listens on API_PORT (PORT + 1 unless set).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || port + 1);
// The page is opened at Vite's address, so that is the address the API server is set up for: the origin its
// sign-in and realtime checks accept, and the one its mail and setup links point at.
const loopback = ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${port}`);
const serverEnv = {
  ...process.env,
  PORT: String(apiPort),
  PUBLIC_URL: process.env.PUBLIC_URL || loopback[0],
  TRUSTED_ORIGINS: process.env.PUBLIC_URL
    ? process.env.TRUSTED_ORIGINS
    : [...loopback.slice(1), process.env.TRUSTED_ORIGINS].filter(Boolean).join(","),
};

const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
const api = spawn(process.execPath, [tsx, "watch", "src/server/main.ts"], { env: serverEnv, stdio: "inherit" });

process.env.API_PORT = String(apiPort);
const web = await createServer({ server: { port, strictPort: true } });
await web.listen();
web.printUrls();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill("SIGTERM");
  await web.close();
  process.exit(code);
}
api.on("exit", (code) => void stop(code ?? 1));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
