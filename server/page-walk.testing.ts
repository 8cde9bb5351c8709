import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Every page of the route table that needs no parameter, below each of the
 * given site paths ("/en", "/eu/de"), desktop and phone: what a visitor of
 * those sites can open without knowing an id.
 */
export function parameterlessPages(routes: RouteConfigEntry[], sitePaths: string[]): string[] {
  const patterns = new Set<string>();
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${prefix}/${entry.path}` : prefix;
      if (entry.children) walk(entry.children, full);
      else patterns.add(full || "/");
    }
  };
  walk(routes, "");
  const names = sitePaths.map((path) => path.slice(1));
  const pages: string[] = [];
  for (const pattern of patterns) {
    const withSite = names.flatMap((name) => {
      if (pattern === "/") return ["/"];
      const [first, second] = name.split("/");
      if (pattern.startsWith("/:site")) return second ? [] : [pattern.replace(":site", name)];
      if (pattern.startsWith(`/${first}/:site`))
        return second ? [pattern.replace(":site", second!)] : [];
      return [];
    });
    pages.push(...withSite.filter((url) => !url.includes(":") && !url.includes("*")));
  }
  return [...new Set(pages)].sort();
}
