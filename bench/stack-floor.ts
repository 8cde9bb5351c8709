import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";

/**
 * The JavaScript the portal's stack runs on every page before any of the
 * portal's own code, counted as the first-load figure of /en is (each file
 * gzipped at level 9): React DOM hydrating React Router's router with a root
 * route, alone and with Mantine's provider and one Button (bench/stack-floor/).
 * Built by Vite with the portal's target and minifier, in production mode.
 * It is the floor under the page's figure (decision 0028): the part of a
 * budget that the portal's code can never win back.
 */
export async function stackFloor(): Promise<{ reactRouter: number; withMantine: number }> {
  const gzipOf = async (entry: string) => {
    const result = await build({
      configFile: false,
      logLevel: "silent",
      mode: "production",
      root: fileURLToPath(new URL("./stack-floor/", import.meta.url)),
      build: {
        write: false,
        target: "es2022",
        rolldownOptions: {
          input: fileURLToPath(new URL(`./stack-floor/${entry}`, import.meta.url)),
          // The root route is the entry's export, as a route module's is: an application
          // build would otherwise drop it, and with it the components it renders.
          preserveEntrySignatures: "exports-only",
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    let gzip = 0;
    for (const { output } of outputs)
      for (const file of output)
        if (file.type === "chunk") gzip += gzipSync(file.code, { level: 9 }).length;
    return gzip;
  };
  return {
    reactRouter: await gzipOf("react-router.tsx"),
    withMantine: await gzipOf("with-mantine.tsx"),
  };
}
