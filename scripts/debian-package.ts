import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

export function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, ...args] = asRoot ? command : ["sudo", "-n", ...command];
  execFileSync(file!, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * Makes sure a program from Debian's packages is there: when `file` is
 * missing, installs `pkg` (as root, or through password-less sudo). Returns
 * null when it is there, else what to tell the user.
 */
export function ensureDebianPackage(file: string, pkg: string): string | null {
  if (executable(file)) return null;
  console.log(`${file} is missing; installing Debian's ${pkg} package.`);
  try {
    run(["apt-get", "update"]);
    run(["apt-get", "install", "-y", "--no-install-recommends", pkg]);
  } catch {
    return `Could not install ${pkg}: install Debian's ${pkg} package (apt-get install ${pkg}).`;
  }
  return executable(file) ? null : `${pkg} was installed but ${file} is still missing.`;
}
