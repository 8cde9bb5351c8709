import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * React's development builds among the modules run so far: React picks them
 * when NODE_ENV is not "production", and they render several times slower
 * and print development warnings. A production server refuses to serve pages
 * with them (server/delivery/pages.ts).
 *
 * Only modules that ran count: importing React's entry from an ES module
 * makes Node read both builds it may re-export (to learn their export names),
 * which leaves the unused one in the cache, never run (`loaded` false).
 */
export function developmentBuildsLoaded(
  modules: readonly { id: string; loaded: boolean }[] = Object.values(require.cache).filter(
    (module) => module !== undefined,
  ),
): string[] {
  return modules
    .filter(
      (module) =>
        module.loaded &&
        /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.development\.js$/.test(
          module.id,
        ),
    )
    .map((module) => module.id);
}
