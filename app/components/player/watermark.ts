/*
 * The watermark over the course player (learner §9): the learner's identity
 * on a canvas, tiled on a 250 px grid, 14 px font, rotated -45 degrees,
 * semi-transparent, so a screen recording names who made it.
 */

export const WATERMARK = {
  grid: 250,
  fontSize: 14,
  angle: (-45 * Math.PI) / 180,
  lineHeight: 18,
  fill: "rgba(200, 200, 200, 0.32)",
} as const;

/** The drawing calls the watermark needs (a 2D context, or a test's recorder). */
export type WatermarkContext = Pick<
  CanvasRenderingContext2D,
  | "setTransform"
  | "clearRect"
  | "save"
  | "restore"
  | "translate"
  | "rotate"
  | "fillText"
  | "font"
  | "fillStyle"
  | "textAlign"
  | "textBaseline"
>;

/** The centres of the grid cells covering a width x height area. */
export function tileCentres(width: number, height: number, grid: number = WATERMARK.grid) {
  const centres: { x: number; y: number }[] = [];
  if (width <= 0 || height <= 0) return centres;
  for (let y = grid / 2; y - grid / 2 < height; y += grid)
    for (let x = grid / 2; x - grid / 2 < width; x += grid) centres.push({ x, y });
  return centres;
}

/** The identity lines: the name, then the e-mail or the user id. */
export function watermarkLines(user: { name: string; email?: string | null; id: number }) {
  return [user.name.trim(), user.email?.trim() || `ID ${user.id}`].filter(Boolean);
}

/** Draws the tiled identity on a canvas of CSS size width x height at the device pixel ratio. */
export function drawWatermark(
  context: WatermarkContext,
  width: number,
  height: number,
  lines: readonly string[],
  ratio = 1,
) {
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  if (lines.length === 0) return;
  context.font = `${WATERMARK.fontSize}px sans-serif`;
  context.fillStyle = WATERMARK.fill;
  context.textAlign = "center";
  context.textBaseline = "middle";
  const first = -((lines.length - 1) * WATERMARK.lineHeight) / 2;
  for (const { x, y } of tileCentres(width, height)) {
    context.save();
    context.translate(x, y);
    context.rotate(WATERMARK.angle);
    lines.forEach((line, index) => context.fillText(line, 0, first + index * WATERMARK.lineHeight));
    context.restore();
  }
}
