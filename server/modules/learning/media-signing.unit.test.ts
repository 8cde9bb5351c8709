import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { createMediaSigner, MEDIA_URL_TTL_SECONDS } from "./media-signing.ts";

const signer = createMediaSigner(randomBytes(32).toString("base64url"), "/media");
const tokenOf = (url: string) => url.split("/")[3]!;

test("a signed URL plays its own file for its learner until it expires", () => {
  const now = Date.UTC(2026, 10, 22);
  const { url } = signer.url("chapter-1.mp4", 7, now);
  expect(url).toMatch(/^\/media\/s\/\d+-7-[A-Za-z0-9_-]{43}\/chapter-1\.mp4$/);
  expect(signer.verify(tokenOf(url), "chapter-1.mp4", now)).toMatchObject({ uid: 7 });
  expect(signer.verify(tokenOf(url), "chapter-2.mp4", now)).toBeNull();
  expect(
    signer.verify(tokenOf(url), "chapter-1.mp4", now + MEDIA_URL_TTL_SECONDS * 1000),
  ).toBeNull();
});

test("a forged learner or signature is refused", () => {
  const { url } = signer.url("chapter-1.mp4", 7);
  const token = tokenOf(url);
  expect(signer.verify(token.replace("-7-", "-8-"), "chapter-1.mp4")).toBeNull();
  expect(
    signer.verify(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"), "chapter-1.mp4"),
  ).toBeNull();
  expect(signer.verify("garbage", "chapter-1.mp4")).toBeNull();
});

test("an HLS playlist's token covers its segments, not other folders", () => {
  const { url } = signer.url("hls/course-1/index.m3u8", 3);
  const token = tokenOf(url);
  expect(signer.verify(token, "hls/course-1/index.m3u8")).not.toBeNull();
  expect(signer.verify(token, "hls/course-1/segment-004.ts")).not.toBeNull();
  expect(signer.verify(token, "hls/course-2/segment-004.ts")).toBeNull();
});
