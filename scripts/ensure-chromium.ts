import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/**
 * The browser journeys drive Debian's Chromium, never a downloaded browser.
 * A fresh machine has none, so the test command installs the distribution's
 * package when it is missing (as root, or through password-less sudo), and
 * otherwise says plainly what to install.
 */
const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function executable(file: string): boolean {
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

if (!executable(path)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${path} is not an executable file.`);
    process.exit(1);
  }
  console.log("Chromium is missing; installing Debian's chromium package.");
  try {
    run(["apt-get", "update"]);
    run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"]);
  } catch {
    console.error(
      "Could not install Chromium. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  if (!executable(path)) {
    console.error(`Chromium was installed but ${path} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
