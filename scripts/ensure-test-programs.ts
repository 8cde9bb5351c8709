import { ensureDebianPackage, executable } from "./debian-package.ts";

/**
 * The browser journeys drive Debian's Chromium, never a downloaded browser,
 * and the production journey puts Debian's nginx in front of the portal to
 * terminate TLS, as an operator would (docs/deploy.md). A fresh machine has
 * neither, so the test command installs the distribution's packages when they
 * are missing (as root, or through password-less sudo), and otherwise says
 * plainly what to install.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (process.env.CHROMIUM_PATH && !executable(chromium)) {
  console.error(`CHROMIUM_PATH=${chromium} is not an executable file.`);
  process.exit(1);
}
const noChromium = ensureDebianPackage(chromium, "chromium");
const problems = [
  noChromium && `${noChromium} Or set CHROMIUM_PATH.`,
  ensureDebianPackage("/usr/sbin/nginx", "nginx"),
  ensureDebianPackage("/usr/bin/openssl", "openssl"),
].filter(Boolean);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
