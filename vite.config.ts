import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { smallPreloadHelper } from "./scripts/preload-helper";

export default defineConfig({
  plugins: [smallPreloadHelper(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
