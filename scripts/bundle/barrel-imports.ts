import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A package's index that re-exports each of its parts from a module of its
 * own (a "barrel"), and the code that imports from it, rewritten to import
 * each part from its own module (decision 0035).
 */

/** Where an exported name really lives: its module and the name it has there. */
export type BarrelPart = { file: string; name: string };

type Specifier = { imported: string; local: string };

/** `a, b as c` → [{ a, a }, { b, c }]. */
function specifiers(list: string): Specifier[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
      return { imported, local };
    });
}

const IMPORT_LIST = /^import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?\s*$/gm;
const EXPORT_LIST = /^export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?;?\s*$/gm;

/**
 * The parts a barrel's source exports, by exported name: those it imports and
 * exports again (`import { A } from "./a.mjs"; export { A }`) and those it
 * exports straight from a module (`export { default as A } from "./a.mjs"`).
 * Anything else it exports (a namespace, its own code) is left out: an import
 * of that stays with the index.
 */
export function barrelParts(source: string, indexFile: string): Map<string, BarrelPart> {
  const directory = dirname(indexFile);
  // A part of the package is a module of its own (`./…`); a name it takes from another
  // package (`react-remove-scroll`) stays with the index.
  const own = (from: string) => from.startsWith(".");
  const imported = new Map<string, BarrelPart>();
  for (const [, list, from] of source.matchAll(IMPORT_LIST)) {
    if (!own(from!)) continue;
    for (const { imported: name, local } of specifiers(list!)) {
      imported.set(local, { file: resolve(directory, from!), name });
    }
  }
  const parts = new Map<string, BarrelPart>();
  for (const [, list, from] of source.matchAll(EXPORT_LIST)) {
    if (from && !own(from)) continue;
    for (const { imported: name, local: exported } of specifiers(list!)) {
      const part = from ? { file: resolve(directory, from), name } : imported.get(name);
      if (part) parts.set(exported, part);
    }
  }
  return parts;
}

/** An import of the package's index in code the bundler is given (types already gone). */
const importOf = (packageName: string) =>
  new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${packageName.replace(/[/.]/g, "\\$&")}["'];?`,
    "g",
  );

/**
 * The code with every `import { … } from "{packageName}"` turned into one
 * import per module of the parts it names; a name the barrel does not map
 * stays imported from the index. Null when nothing changed.
 */
export function importPartsByModule(
  code: string,
  packageName: string,
  parts: Map<string, BarrelPart>,
): string | null {
  const rewritten = code.replace(importOf(packageName), (_, list: string) => {
    const byFile = new Map<string, string[]>();
    const rest: string[] = [];
    for (const { imported, local } of specifiers(list)) {
      const part = parts.get(imported);
      if (!part) {
        rest.push(imported === local ? imported : `${imported} as ${local}`);
        continue;
      }
      const bindings = byFile.get(part.file) ?? [];
      bindings.push(part.name === local ? local : `${part.name} as ${local}`);
      byFile.set(part.file, bindings);
    }
    const imports = [...byFile].map(
      ([file, bindings]) => `import { ${bindings.join(", ")} } from ${JSON.stringify(file)};`,
    );
    if (rest.length > 0) {
      imports.push(`import { ${rest.join(", ")} } from ${JSON.stringify(packageName)};`);
    }
    return imports.join("\n");
  });
  return rewritten === code ? null : rewritten;
}

type PackageJson = {
  module?: string;
  exports?: { ".": string | { import?: string | { default?: string } } };
};

/** The ES module index a package.json names: its "." export for import, or its "module". */
function esmIndex(manifest: PackageJson): string | undefined {
  const main = manifest.exports?.["."];
  if (typeof main === "string") return main;
  const forImport = main?.import;
  return (typeof forImport === "string" ? forImport : forImport?.default) ?? manifest.module;
}

/** A package's barrel: the ESM index its package.json names, under the project's node_modules. */
export function readBarrel(packageName: string, projectRoot: URL) {
  const directory = new URL(`node_modules/${packageName}/`, projectRoot);
  const manifest = JSON.parse(
    readFileSync(new URL("package.json", directory), "utf8"),
  ) as PackageJson;
  const entry = esmIndex(manifest);
  if (!entry) throw new Error(`${packageName} names no ES module index`);
  const index = fileURLToPath(new URL(entry, directory));
  return {
    /** The package's own folder: its modules, the index among them. */
    directory: fileURLToPath(directory),
    index,
    parts: barrelParts(readFileSync(index, "utf8"), index),
  };
}
