import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { barrelParts, importPartsByModule, readBarrel } from "./barrel-imports.ts";

const projectRoot = new URL("../../", import.meta.url);

describe("barrelParts", () => {
  it("maps names imported and exported again, renamed or not", () => {
    const parts = barrelParts(
      [
        'import { Avatar } from "./components/Avatar/Avatar.mjs";',
        'import { transitions, Transition as T } from "./components/Transition/transitions.mjs";',
        "export { Avatar, T as Transition, transitions as MANTINE_TRANSITIONS };",
      ].join("\n"),
      "/pkg/esm/index.mjs",
    );
    expect(Object.fromEntries(parts)).toEqual({
      Avatar: { file: "/pkg/esm/components/Avatar/Avatar.mjs", name: "Avatar" },
      Transition: { file: "/pkg/esm/components/Transition/transitions.mjs", name: "Transition" },
      MANTINE_TRANSITIONS: {
        file: "/pkg/esm/components/Transition/transitions.mjs",
        name: "transitions",
      },
    });
  });

  it("leaves a name the index takes from another package with the index", () => {
    const parts = barrelParts(
      [
        'import { RemoveScroll } from "react-remove-scroll";',
        'import { Box } from "./core/Box/Box.mjs";',
        "export { Box, RemoveScroll };",
        "export { default as Other } from 'other-package';",
      ].join("\n"),
      "/pkg/esm/index.mjs",
    );
    expect([...parts.keys()]).toEqual(["Box"]);
  });

  it("maps names exported straight from a module, one module under several names", () => {
    const parts = barrelParts(
      [
        "import * as index from './icons/index.mjs';",
        "export { index as icons };",
        "export { default as Icon123, default as IconNumber123 } from './icons/IconNumber123.mjs';",
      ].join("\n"),
      "/pkg/dist/esm/index.mjs",
    );
    expect(Object.fromEntries(parts)).toEqual({
      Icon123: { file: "/pkg/dist/esm/icons/IconNumber123.mjs", name: "default" },
      IconNumber123: { file: "/pkg/dist/esm/icons/IconNumber123.mjs", name: "default" },
    });
  });
});

describe("importPartsByModule", () => {
  const parts = new Map([
    ["IconX", { file: "/icons/IconX.mjs", name: "default" }],
    ["IconUser", { file: "/icons/IconUser.mjs", name: "default" }],
    ["Avatar", { file: "/core/Avatar.mjs", name: "Avatar" }],
    ["AvatarGroup", { file: "/core/Avatar.mjs", name: "AvatarGroup" }],
  ]);

  it("imports each part from its module, keeps local names, leaves unknown names with the index", () => {
    const code = [
      'import { useState } from "react";',
      "import {",
      "  IconX,",
      "  IconUser as Person,",
      "  icons,",
      '} from "@tabler/icons-react";',
      "use(IconX, Person, icons);",
    ].join("\n");
    expect(importPartsByModule(code, "@tabler/icons-react", parts)).toBe(
      [
        'import { useState } from "react";',
        'import { default as IconX } from "/icons/IconX.mjs";',
        'import { default as Person } from "/icons/IconUser.mjs";',
        'import { icons } from "@tabler/icons-react";',
        "use(IconX, Person, icons);",
      ].join("\n"),
    );
  });

  it("joins the parts of one module into one import", () => {
    expect(
      importPartsByModule(
        "import { Avatar, AvatarGroup as Group } from '@mantine/core';",
        "@mantine/core",
        parts,
      ),
    ).toBe('import { Avatar, AvatarGroup as Group } from "/core/Avatar.mjs";');
  });

  it("touches no other package, even one whose name starts the same", () => {
    const code =
      'import { useForm } from "@mantine/core-extra";\nimport { x } from "@mantine/form";';
    expect(importPartsByModule(code, "@mantine/core", parts)).toBeNull();
  });
});

describe("readBarrel", () => {
  /** Every value the portal's pages import from a package's index (type imports left out). */
  const namesImportedFrom = (packageName: string) => {
    const names = new Set<string>();
    const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${packageName}"`, "g");
    for (const file of globSync("app/**/*.{ts,tsx}", { cwd: fileURLToPath(projectRoot) })) {
      const source = readFileSync(new URL(file, projectRoot), "utf8");
      for (const [, list] of source.matchAll(from)) {
        for (const specifier of list!.split(",").map((part) => part.trim())) {
          if (specifier && !specifier.startsWith("type "))
            names.add(specifier.split(/\s+as\s+/)[0]!);
        }
      }
    }
    return [...names];
  };

  it.each(["@tabler/icons-react", "@mantine/core"])(
    "maps every value the portal imports from %s to the module that holds it",
    async (packageName) => {
      const barrel = readBarrel(packageName, projectRoot);
      const index = (await import(barrel.index)) as Record<string, unknown>;
      const names = namesImportedFrom(packageName);
      expect(names.length).toBeGreaterThan(10);
      for (const name of names) {
        const part = barrel.parts.get(name);
        expect(part, name).toBeDefined();
        const module = (await import(part!.file)) as Record<string, unknown>;
        expect(module[part!.name], name).toBe(index[name]);
      }
    },
  );
});
