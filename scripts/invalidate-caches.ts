import { publishOnce } from "../server/broadcast.ts";

/**
 * `npm run caches:invalidate`: after the catalogue or the sites were changed
 * in the database directly, every server of the deployment drops its copies
 * (catalogue snapshots, the site directory, cached pages and kept visitor
 * answers, news and FAQ pages and the news feeds among them) and reads them
 * again. News and FAQ are read from the database for every page not kept, so
 * an edit of them shows once the kept pages are dropped. Servers find each other through Redis (REDIS_URL); a lone server
 * without Redis reads them again within a minute by itself.
 */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.log("REDIS_URL is not set: a server without Redis reads changes within a minute.");
  process.exit(0);
}
let servers = 0;
for (const what of ["catalogue", "sites"])
  servers = await publishOnce(redisUrl, "caches-invalidated", what);
console.log(`told ${servers} server(s) to read the catalogue and the sites again`);
