/**
 * Builds the web client into packages/client/dist (the game server serves it). `vite dev`
 * proxies the API and the room sockets to a game server: STARPORT_SERVER (default
 * http://127.0.0.1:2567). Room sockets go through `/ws` (see src/net/endpoint.ts).
 */
import { defineConfig } from "vite";

const server = process.env.STARPORT_SERVER ?? "http://127.0.0.1:2567";

export default defineConfig({
  root: import.meta.dirname,
  publicDir: "public",
  appType: "spa",
  // zod builds its object parsers with `new Function` when it may, and finds out by trying once at
  // start: under the site's Content-Security-Policy (no 'unsafe-eval') that try is a reported
  // violation. Its non-eval parsers do the same work.
  define: { "globalThis.__zod_globalConfig": "{ jitless: true }" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 1600,
  },
  server: {
    proxy: {
      "/api": server,
      "/matchmake": server,
      "/healthz": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true, rewrite: (p) => p.replace(/^\/ws/, "") },
    },
  },
  preview: {
    proxy: {
      "/api": server,
      "/matchmake": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true, rewrite: (p) => p.replace(/^\/ws/, "") },
    },
  },
});
