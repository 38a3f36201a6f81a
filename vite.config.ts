/**
 * Browser build. `npm run build` writes dist/, which server/main.ts serves
 * with a client-route fallback, then the server-rendering build of
 * src/entry-server.tsx (`--ssr`, into dist-server/), which the server loads
 * to render the public pages. In development (`npx vite`) the API and auth
 * calls are proxied to a locally running server so the app keeps same-origin
 * URLs in both modes.
 */
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

const API_SERVER = process.env.API_SERVER ?? "http://127.0.0.1:8080"

// `mode` is `npm run build`'s --mode: the caller's NODE_ENV, "development" when unset (package.json).
// Vite itself sets NODE_ENV=production for every build (React's production bundle), so the mode tells them apart.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    // The developers' machine viewer (/dev/machines): in every build but a production one.
    __MACHINE_VIEWER__: JSON.stringify(mode !== "production")
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads which chunks a rendered route needs, to hint them.
    manifest: true,
    // Source maps make production stack traces (and ChunkLoadError reports) readable.
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries change far less often than our code: separate chunks
        // stay cached in learners' browsers across our releases.
        codeSplitting: {
          groups: [
            { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler|wouter)[\\/]/ },
            // Only the parts every page needs at once ("$initial": imported statically from the entry);
            // the menus, popovers, dialogs and forms go with the lazy chunks that use them.
            {
              name: "vendor-aria",
              test: /node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]/,
              tags: ["$initial"]
            },
            { name: "vendor-effect", test: /node_modules[\\/]effect[\\/]/ },
            { name: "vendor-xstate", test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
            // The rest of what the entry imports statically, in one chunk: the lazy chunks share many of
            // these modules, and without a group each shared set would be a chunk of its own.
            { name: "app", tags: ["$initial"] }
          ]
        }
      }
    }
  },
  server: {
    proxy: {
      "/api": { target: API_SERVER, changeOrigin: true },
      "/auth": { target: API_SERVER, changeOrigin: true }
    }
  }
}))
