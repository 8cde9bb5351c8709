import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "#db/client.ts";
import { trainerCaptchas } from "#db/schema/trainer.ts";
import type { Captcha } from "#contract/trainer-team.ts";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from "#contract/trainer-team-rules.ts";

/** A captcha is answered within a few minutes or not at all. */
export const CAPTCHA_TTL_SECONDS = 5 * 60;

const WIDTH = 150;
const HEIGHT = 50;

/** The answer as it is kept: bound to its captcha, so equal answers of two captchas differ. */
const hashOf = (captchaId: string, answer: string) =>
  createHash("sha256").update(`${captchaId}:${answer.trim().toUpperCase()}`).digest("hex");

const randomColour = (from: number, to: number) =>
  `rgb(${randomInt(from, to)},${randomInt(from, to)},${randomInt(from, to)})`;

/**
 * The answer drawn as a PNG: each character turned and shifted, over crossing
 * lines and dots. Rendered to pixels (librsvg through sharp), so the image
 * holds no text a script could read off it.
 */
async function drawCaptcha(answer: string): Promise<string> {
  const step = (WIDTH - 20) / answer.length;
  const letters = [...answer]
    .map((char, index) => {
      const x = 12 + index * step + randomInt(0, 6);
      const y = 34 + randomInt(-5, 6);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-28, 29)} ${x + 8} ${y - 10})" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${randomInt(26, 32)}" font-weight="bold" fill="${randomColour(20, 110)}">${char}</text>`;
    })
    .join("");
  const lines = Array.from(
    { length: 5 },
    () =>
      `<path d="M${randomInt(0, 30)} ${randomInt(5, 45)} Q${randomInt(40, 110)} ${randomInt(0, 50)} ${randomInt(120, 150)} ${randomInt(5, 45)}" stroke="${randomColour(90, 190)}" stroke-width="${randomInt(1, 3)}" fill="none"/>`,
  ).join("");
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="${randomColour(60, 200)}"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f3f5f9"/>${dots}${letters}${lines}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * The image captcha of the trainer application (GET
 * /certification/validateCode/getValidateCode): one use, expiring, its answer
 * kept only as a hash. How often an address may ask is the route's limit.
 */
export function createCaptchas({
  db,
  clock,
  demo,
}: {
  db: Db;
  clock: () => Date;
  /** Demo mode hands the answer out as well (contract: captchaSchema.demoAnswer). */
  demo: boolean;
}) {
  return {
    async issue(siteId: number): Promise<Captcha> {
      const answer = Array.from(
        { length: CAPTCHA_LENGTH },
        () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
      ).join("");
      const captchaId = randomBytes(16).toString("hex");
      const image = await drawCaptcha(answer);
      await db.insert(trainerCaptchas).values({
        id: captchaId,
        siteId,
        answerHash: hashOf(captchaId, answer),
        expiresAt: new Date(clock().getTime() + CAPTCHA_TTL_SECONDS * 1000),
      });
      return {
        captchaId,
        image,
        expiresInSeconds: CAPTCHA_TTL_SECONDS,
        ...(demo ? { demoAnswer: answer } : {}),
      };
    },

    /**
     * Whether the answer is right. The captcha is deleted by this check,
     * right or wrong, so each one gets a single guess; an expired one, one of
     * another site or an unknown one is simply wrong. The deletion is its own
     * statement: a command that fails after the check does not give the guess back.
     */
    async consume(siteId: number, captchaId: string, answer: string): Promise<boolean> {
      const [row] = await db
        .delete(trainerCaptchas)
        .where(and(eq(trainerCaptchas.id, captchaId), eq(trainerCaptchas.siteId, siteId)))
        .returning({
          answerHash: trainerCaptchas.answerHash,
          expiresAt: trainerCaptchas.expiresAt,
        });
      if (!row || row.expiresAt.getTime() <= clock().getTime()) return false;
      const given = Buffer.from(hashOf(captchaId, answer), "hex");
      return timingSafeEqual(given, Buffer.from(row.answerHash, "hex"));
    },

    /** Deletes the captchas nobody answered in time. */
    async sweep(): Promise<number> {
      const gone = await db
        .delete(trainerCaptchas)
        .where(lt(trainerCaptchas.expiresAt, clock()))
        .returning({ id: trainerCaptchas.id });
      return gone.length;
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
