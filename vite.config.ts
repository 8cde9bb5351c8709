import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./server/dev-entry.ts",
      // One router-context token shared by the server and the built loaders.
      externalizeServerEntryImports: ["#app/context.ts"],
    }),
  ],
  build: { target: "es2022" },
  // `npm run dev` serves on the same port as `npm start`.
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "localhost" },
});
