// Builds the browser app (the React SPA) into dist/web; the Fastify server serves that folder.
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

export default defineConfig(({ mode }) => {
  // The server reads APP_NAME; let one setting name the product in the browser too, unless VITE_APP_NAME says otherwise.
  // Setting it on process.env also makes %VITE_APP_NAME% in index.html always defined.
  const env = loadEnv(mode, process.cwd(), "");
  process.env.VITE_APP_NAME = env.VITE_APP_NAME?.trim() || env.APP_NAME?.trim() || "Cohort";

  return {
    root: fileURLToPath(new URL(".", import.meta.url)),
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    },
    build: {
      outDir: "dist/web",
      emptyOutDir: true,
    },
    server: {
      proxy: {
        "/api": { target: "http://127.0.0.1:3000", ws: true },
      },
    },
  };
});
