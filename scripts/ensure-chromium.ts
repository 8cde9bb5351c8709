import { ensureDebianPackage, executable } from "./debian-package.ts";

/**
 * The browser journeys drive Debian's Chromium, never a downloaded browser.
 * A fresh machine has none, so the test command installs the distribution's
 * package when it is missing (as root, or through password-less sudo), and
 * otherwise says plainly what to install.
 */
const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (process.env.CHROMIUM_PATH && !executable(path)) {
  console.error(`CHROMIUM_PATH=${path} is not an executable file.`);
  process.exit(1);
}
const problem = ensureDebianPackage(path, "chromium");
if (problem) {
  console.error(`${problem} Or set CHROMIUM_PATH.`);
  process.exit(1);
}
