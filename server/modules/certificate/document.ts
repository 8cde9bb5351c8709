import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import bidiModule from "bidi-js";
import { create as openFont, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import { LRUCache } from "lru-cache";
import QRCode from "qrcode";
import { levelTier } from "#contract/certificate-rules.ts";

/** What a certificate shows; the PDF and the credential are made from it. */
export type CertificateDocument = {
  number: string;
  holderName: string;
  certificationName: string;
  /** Already in the learner's language ("Associate", "Professional", "Expert"). */
  level: string;
  version: string;
  issuedAt: Date;
  validUntil: Date;
  /** BCP 47 language of the learner's pages; Arabic lays the page out right to left. */
  language: string;
  brandName: string;
  verifyUrl: string;
};

// ---------------------------------------------------------------------------
// Texts

const en = {
  title: "Certificate",
  certifies: "This is to certify that",
  completed: "has successfully completed the requirements of",
  level: "Level",
  version: "Version",
  number: "Certificate number",
  issued: "Issued",
  validUntil: "Valid until",
  verifyAt: "Verify at",
  academy: "{brand} Academy",
  subject: "{certification}, certificate {number}",
  associate: "Associate",
  professional: "Professional",
  expert: "Expert",
} as const;

export type CertificateTexts = Record<keyof typeof en, string>;

const ar: CertificateTexts = {
  title: "شهادة",
  certifies: "نشهد بأن",
  completed: "قد استوفى بنجاح متطلبات",
  level: "المستوى",
  version: "الإصدار",
  number: "رقم الشهادة",
  issued: "تاريخ الإصدار",
  validUntil: "صالحة حتى",
  verifyAt: "تحقق من الشهادة على",
  academy: "أكاديمية {brand}",
  subject: "{certification}، الشهادة {number}",
  associate: "مشارك",
  professional: "محترف",
  expert: "خبير",
};

const de: CertificateTexts = {
  title: "Zertifikat",
  certifies: "Hiermit wird bescheinigt, dass",
  completed: "die Anforderungen folgender Zertifizierung erfolgreich erfüllt hat",
  level: "Stufe",
  version: "Version",
  number: "Zertifikatsnummer",
  issued: "Ausgestellt",
  validUntil: "Gültig bis",
  verifyAt: "Prüfen unter",
  academy: "{brand} Academy",
  subject: "{certification}, Zertifikat {number}",
  associate: "Associate",
  professional: "Professional",
  expert: "Expert",
};

const packs: Record<string, CertificateTexts> = { en, ar, de };

const primaryLanguage = (language: string) => language.toLowerCase().split("-")[0] ?? "en";

/**
 * The level of a certification code (HCSA, CGSP, HCSE: the last letter is
 * Associate, Professional or Expert) in a language; the code itself when it
 * names no level.
 */
export function levelName(level: string, language: string): string {
  const tier = levelTier(level);
  return tier ? certificateTexts(language)[tier] : level;
}

/** The certificate's labels in a language (English when there is no pack for it). */
export function certificateTexts(language: string): CertificateTexts {
  return packs[primaryLanguage(language)] ?? en;
}

const isRtlLanguage = (language: string) =>
  ["ar", "fa", "he", "ur"].includes(primaryLanguage(language));

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(date: Date, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    let locale = language;
    try {
      Intl.DateTimeFormat.supportedLocalesOf([language]);
    } catch {
      locale = "en";
    }
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    if (dateFormats.size < 100) dateFormats.set(language, format);
  }
  return format.format(date);
}

// ---------------------------------------------------------------------------
// Fonts: parsed once per process, embedded (as subsets) in every PDF

type Weight = "regular" | "bold";

/** Default OpenType features; passing a list makes the writer shape a whole run at once. */
const FEATURES: string[] = [];

type Face = {
  /** Name the face is registered under in a document. */
  key: string;
  /** The parsed font. */
  raw: Font;
  /** The same font as the PDF writer gets it. */
  font: Font;
  has: (codePoint: number) => boolean;
};

type FontSet = {
  latin: Record<Weight, Face[]>;
  arabic: Record<Weight, Face[]>;
  /** Fallback order for text in a left-to-right and in a right-to-left run. */
  chains: Record<Weight, { ltr: Face[]; rtl: Face[] }>;
};

const require = createRequire(import.meta.url);
/** The package is CommonJS: its module object is the factory. */
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

const isStrongRtl = (char: string) => {
  const type = bidi.getBidiCharTypeName(char);
  return type === "R" || type === "AL";
};

type GlyphRun = ReturnType<Font["layout"]>;
type Shaped = { run: GlyphRun; advance: number; glyphCount: number };

/** Shaped runs, shared by the documents of a process (labels repeat in every one). */
const shapedRuns = new LRUCache<string, Shaped>({ max: 5000 });

function shape(font: Font, key: string, text: string): Shaped {
  const cacheKey = `${key}\u0000${text}`;
  let shaped = shapedRuns.get(cacheKey);
  if (!shaped) {
    const direction = [...text].some(isStrongRtl) ? "rtl" : "ltr";
    const run = font.layout(text, FEATURES, undefined, undefined, direction);
    const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
    shaped = { run, advance, glyphCount: run.glyphs.length };
    shapedRuns.set(cacheKey, shaped);
  }
  return shaped;
}

/** Encoded font subsets by face and glyph list: the same glyphs give the same bytes. */
const encodedSubsets = new LRUCache<string, Uint8Array>({ max: 200 });

type Subset = { glyphs: number[]; encode(): Uint8Array };

/**
 * A parsed font as the PDF writer sees it. Its layout direction follows its
 * text: every string drawn is one bidi run, so a run with right-to-left
 * letters is shaped right to left (Arabic joining, glyphs in visual order)
 * and any other run left to right. Shaping results are cached (each caller
 * gets its own copy of the positions, which the writer scales in place), and
 * a subset is encoded once per list of glyphs.
 */
function writerFont(font: Font, key: string): Font {
  const layout = (text: string) => {
    const { run } = shape(font, key, text);
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  const createSubset = () => {
    const subset = font.createSubset() as unknown as Subset;
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const cacheKey = `${key}:${subset.glyphs.join(",")}`;
      let bytes = encodedSubsets.get(cacheKey);
      if (!bytes) {
        bytes = encode();
        encodedSubsets.set(cacheKey, bytes);
      }
      return bytes;
    };
    return subset;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === "layout") return layout;
      if (property === "createSubset") return createSubset;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * The TrueType font inside a WOFF file. The font packages ship web fonts;
 * unpacking them once here lets the parser read glyphs without inflating a
 * table on every access.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF font");
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const raw = input.subarray(offset, offset + compLength);
    return {
      tag: input.readUInt32BE(entry),
      checksum: input.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerLength = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerLength);
  const output = Buffer.alloc(size);
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange * 16, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    output.writeUInt32BE(table.tag, entry);
    output.writeUInt32BE(table.checksum, entry + 4);
    output.writeUInt32BE(offset, entry + 8);
    output.writeUInt32BE(table.data.length, entry + 12);
    output.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}

function loadFace(key: string, file: string): Face {
  const font = openFont(Buffer.from(woffToSfnt(readFileSync(require.resolve(file))))) as Font;
  const cache = new Map<number, boolean>();
  return {
    key,
    raw: font,
    font: writerFont(font, key),
    has(codePoint) {
      let known = cache.get(codePoint);
      if (known === undefined) {
        known = font.hasGlyphForCodePoint(codePoint);
        cache.set(codePoint, known);
      }
      return known;
    },
  };
}

let fontSet: FontSet | undefined;

function fonts(): FontSet {
  if (fontSet) return fontSet;
  const latin = (weight: Weight, value: number) =>
    ["latin", "latin-ext", "greek", "cyrillic", "vietnamese"].map((subset) =>
      loadFace(
        `noto-${subset}-${weight}`,
        `@fontsource/noto-sans/files/noto-sans-${subset}-${value}-normal.woff`,
      ),
    );
  const arabic = (weight: Weight, value: number) => [
    loadFace(
      `noto-arabic-${weight}`,
      `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${value}-normal.woff`,
    ),
  ];
  const set = {
    latin: { regular: latin("regular", 400), bold: latin("bold", 700) },
    arabic: { regular: arabic("regular", 400), bold: arabic("bold", 700) },
  };
  const chains = (weight: Weight) => ({
    ltr: [...set.latin[weight], ...set.arabic[weight]],
    rtl: [...set.arabic[weight], ...set.latin[weight]],
  });
  fontSet = { ...set, chains: { regular: chains("regular"), bold: chains("bold") } };
  return fontSet;
}

// ---------------------------------------------------------------------------
// Lines of bidirectional text

/** A piece of a line in one font and one direction, in visual (left to right) order. */
type Piece = { text: string; face: Face };

type Line = { pieces: Piece[]; size: number; spacing: number };

/**
 * Splits text into pieces of one embedding level and one font, and puts them
 * in visual order (rule L2 of the Unicode bidirectional algorithm). Right-to-
 * left pieces keep their logical order here: the font shapes them and
 * returns their glyphs right to left.
 */
function bidiPieces(text: string, weight: Weight, direction: "ltr" | "rtl" | "auto"): Piece[] {
  const { latin, chains } = fonts();
  const normalized = text.normalize("NFC");
  const embedding = bidi.getEmbeddingLevels(normalized, direction);
  const mirrors = bidi.getMirroredCharactersMap(normalized, embedding.levels);
  const runs: { text: string; level: number; face: Face }[] = [];
  let index = 0;
  for (const char of normalized) {
    const level = embedding.levels[index] ?? 0;
    const shown = mirrors.get(index) ?? char;
    const codePoint = shown.codePointAt(0)!;
    const chain = level % 2 === 1 ? chains[weight].rtl : chains[weight].ltr;
    const face = chain.find((candidate) => candidate.has(codePoint)) ?? latin[weight][0]!;
    const last = runs.at(-1);
    if (last && last.level === level && last.face === face) last.text += shown;
    else runs.push({ text: shown, level, face });
    index += char.length;
  }
  // A right-to-left run without right-to-left letters (spaces, punctuation)
  // is laid out left to right by the font, so it is reversed here.
  for (const run of runs) {
    if (run.level % 2 === 1 && ![...run.text].some(isStrongRtl)) {
      run.text = [...run.text].reverse().join("");
    }
  }
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(
    ...runs.map((run) => run.level).filter((l) => l % 2 === 1),
    highest + 1,
  );
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ text, face }) => ({ text, face }));
}

function pieceWidth(piece: Piece, size: number, spacing: number): number {
  const { advance, glyphCount } = shape(piece.face.raw, piece.face.key, piece.text);
  return (advance * size) / piece.face.raw.unitsPerEm + spacing * glyphCount;
}

function lineWidth(line: Line): number {
  const width = line.pieces.reduce(
    (sum, piece) => sum + pieceWidth(piece, line.size, line.spacing),
    0,
  );
  return width - line.spacing;
}

type TextStyle = {
  weight?: Weight;
  size: number;
  color: string;
  /** Letter spacing, for Latin capitals only. */
  spacing?: number;
  direction?: "ltr" | "rtl" | "auto";
  /** Smallest size the text may shrink to so that it fits maxWidth. */
  minSize?: number;
  maxWidth?: number;
};

function layoutLine(text: string, style: TextStyle): Line {
  const pieces = bidiPieces(text, style.weight ?? "regular", style.direction ?? "auto");
  const spacing = pieces.some((piece) => [...piece.text].some(isStrongRtl))
    ? 0
    : (style.spacing ?? 0);
  const line: Line = { pieces, size: style.size, spacing };
  if (style.maxWidth) {
    const width = lineWidth(line);
    if (width > style.maxWidth) {
      line.size = Math.max(
        style.minSize ?? style.size * 0.6,
        (style.size * style.maxWidth) / width,
      );
      line.spacing = (spacing * line.size) / style.size;
    }
  }
  return line;
}

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a line with its baseline at y, anchored at x by align. Answers its width. */
function drawText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  align: "left" | "center" | "right",
  style: TextStyle,
): number {
  const line = layoutLine(text, style);
  const width = lineWidth(line);
  let cursor = align === "left" ? x : align === "center" ? x - width / 2 : x - width;
  doc.fillColor(style.color);
  for (const piece of line.pieces) {
    doc.font(piece.face.key).fontSize(line.size);
    doc.text(piece.text, cursor, y, {
      lineBreak: false,
      baseline: "alphabetic",
      characterSpacing: line.spacing,
      features: FEATURES as PDFKit.Mixins.OpenTypeFeatures[],
    });
    cursor += pieceWidth(piece, line.size, line.spacing);
  }
  return width;
}

// ---------------------------------------------------------------------------
// The page

const NAVY = "#14213d";
const GOLD = "#b08d57";
const INK = "#1f2933";
const MUTED = "#5b6472";
const PAPER = "#fdfbf6";

const WIDTH = 841.89;
const HEIGHT = 595.28;

function drawFrame(doc: Doc) {
  doc.rect(0, 0, WIDTH, HEIGHT).fill(PAPER);
  doc
    .lineWidth(10)
    .rect(20, 20, WIDTH - 40, HEIGHT - 40)
    .stroke(NAVY);
  doc
    .lineWidth(1.2)
    .rect(32, 32, WIDTH - 64, HEIGHT - 64)
    .stroke(GOLD);
  doc
    .lineWidth(0.5)
    .rect(36, 36, WIDTH - 72, HEIGHT - 72)
    .stroke(GOLD);
  // Corner ornaments
  for (const [cx, cy] of [
    [36, 36],
    [WIDTH - 36, 36],
    [36, HEIGHT - 36],
    [WIDTH - 36, HEIGHT - 36],
  ] as const) {
    doc.save().translate(cx, cy).rotate(45);
    doc.rect(-7, -7, 14, 14).fill(GOLD);
    doc.rect(-3.5, -3.5, 7, 7).fill(PAPER);
    doc.restore();
  }
}

function drawDivider(doc: Doc, cx: number, y: number, halfWidth: number) {
  doc
    .lineWidth(0.8)
    .moveTo(cx - halfWidth, y)
    .lineTo(cx - 8, y)
    .stroke(GOLD);
  doc
    .moveTo(cx + 8, y)
    .lineTo(cx + halfWidth, y)
    .stroke(GOLD);
  doc.save().translate(cx, y).rotate(45).rect(-3, -3, 6, 6).fill(GOLD).restore();
}

/** A rosette seal with the level in its centre. */
function drawSeal(doc: Doc, cx: number, cy: number, level: string, brand: string) {
  const points = 36;
  doc.save();
  doc.moveTo(cx + 46, cy);
  for (let i = 1; i <= points * 2; i++) {
    const angle = (Math.PI * i) / points;
    const radius = i % 2 === 0 ? 46 : 42;
    doc.lineTo(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  doc.closePath().fill(GOLD);
  doc.circle(cx, cy, 37).fill(NAVY);
  doc.lineWidth(0.8).circle(cx, cy, 33).stroke(GOLD);
  doc.restore();
  drawText(doc, brand.toUpperCase(), cx, cy - 8, "center", {
    weight: "bold",
    size: 7,
    color: GOLD,
    spacing: 1,
    maxWidth: 56,
    minSize: 4.5,
  });
  drawText(doc, level, cx, cy + 9, "center", {
    weight: "bold",
    size: 11,
    color: "#ffffff",
    maxWidth: 58,
    minSize: 6,
  });
}

/** QR symbols of recently drawn verification URLs (a certificate is often fetched again). */
const qrSymbols = new LRUCache<string, QRCode.QRCode>({ max: 1000 });

function drawQr(doc: Doc, url: string, x: number, y: number, size: number) {
  let qr = qrSymbols.get(url);
  if (!qr) {
    qr = QRCode.create(url, { errorCorrectionLevel: "M" });
    qrSymbols.set(url, qr);
  }
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.rect(x, y, size, size).fill("#ffffff");
  // One rectangle per horizontal run of dark modules
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < count && qr.modules.get(row, end + 1)) end++;
      doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, (end - col + 1) * cell, cell);
      col = end;
    }
  }
  doc.fill("#000000");
}

/** The certificate as an A4 landscape PDF (fonts embedded, QR code to the verification page). */
export async function renderCertificatePdf(input: CertificateDocument): Promise<Uint8Array> {
  const texts = certificateTexts(input.language);
  const rtl = isRtlLanguage(input.language);
  const set = fonts();
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    // No standard font: every text uses the embedded faces.
    font: null as unknown as string,
    autoFirstPage: true,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: `${texts.title} ${input.number}`,
      Author: input.brandName,
      Subject: texts.subject
        .replace("{certification}", input.certificationName)
        .replace("{number}", input.number),
      Creator: texts.academy.replace("{brand}", input.brandName),
      Producer: texts.academy.replace("{brand}", input.brandName),
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  for (const faces of [set.latin.regular, set.latin.bold, set.arabic.regular, set.arabic.bold]) {
    for (const face of faces) {
      doc.registerFont(face.key, face.font as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const direction = rtl ? "rtl" : "ltr";
  const cx = WIDTH / 2;
  drawFrame(doc);

  drawText(doc, texts.academy.replace("{brand}", input.brandName).toUpperCase(), cx, 84, "center", {
    weight: "bold",
    size: 11,
    color: GOLD,
    spacing: 3,
    direction,
  });
  drawText(doc, rtl ? texts.title : texts.title.toUpperCase(), cx, 138, "center", {
    weight: "bold",
    size: rtl ? 44 : 40,
    color: NAVY,
    spacing: 8,
    direction,
  });
  drawDivider(doc, cx, 158, 120);
  drawText(doc, texts.certifies, cx, 196, "center", { size: 13, color: MUTED, direction });
  drawText(doc, input.holderName, cx, 244, "center", {
    weight: "bold",
    size: 34,
    color: INK,
    maxWidth: 640,
    minSize: 18,
  });
  doc
    .lineWidth(0.8)
    .moveTo(cx - 200, 260)
    .lineTo(cx + 200, 260)
    .stroke(GOLD);
  drawText(doc, texts.completed, cx, 290, "center", { size: 13, color: MUTED, direction });
  drawText(doc, input.certificationName, cx, 322, "center", {
    weight: "bold",
    size: 20,
    color: NAVY,
    maxWidth: 660,
    minSize: 11,
  });

  // Facts in four columns, in reading order
  const facts: [string, string][] = [
    [texts.level, input.level],
    [texts.version, input.version],
    [texts.issued, formatDate(input.issuedAt, input.language)],
    [texts.validUntil, formatDate(input.validUntil, input.language)],
  ];
  const columnWidth = 150;
  const factsLeft = cx - (columnWidth * facts.length) / 2;
  facts.forEach(([label, value], i) => {
    const column = rtl ? facts.length - 1 - i : i;
    const x = factsLeft + columnWidth * column + columnWidth / 2;
    if (column > 0) {
      doc
        .lineWidth(0.5)
        .moveTo(factsLeft + columnWidth * column, 360)
        .lineTo(factsLeft + columnWidth * column, 396)
        .stroke(GOLD);
    }
    drawText(doc, rtl ? label : label.toUpperCase(), x, 372, "center", {
      size: 8,
      color: MUTED,
      spacing: 1.2,
      direction,
    });
    drawText(doc, value, x, 390, "center", {
      weight: "bold",
      size: 12,
      color: INK,
      direction,
      maxWidth: columnWidth - 12,
      minSize: 8,
    });
  });

  // Bottom band: QR code and verification on the reading side, seal opposite
  const qrSize = 92;
  const qrX = rtl ? WIDTH - 64 - qrSize : 64;
  const qrY = HEIGHT - 64 - qrSize;
  drawQr(doc, input.verifyUrl, qrX, qrY, qrSize);
  const textX = rtl ? qrX - 14 : qrX + qrSize + 14;
  const align = rtl ? "right" : "left";
  const bandWidth = 330;
  drawText(doc, rtl ? texts.number : texts.number.toUpperCase(), textX, qrY + 18, align, {
    size: 8,
    color: MUTED,
    spacing: 1.2,
    direction,
  });
  drawText(doc, input.number, textX, qrY + 36, align, {
    weight: "bold",
    size: 14,
    color: NAVY,
    spacing: 1,
    direction: "ltr",
  });
  drawText(doc, rtl ? texts.verifyAt : texts.verifyAt.toUpperCase(), textX, qrY + 62, align, {
    size: 8,
    color: MUTED,
    spacing: 1.2,
    direction,
  });
  const urlWidth = drawText(doc, input.verifyUrl, textX, qrY + 76, align, {
    size: 8.5,
    color: INK,
    direction: "ltr",
    maxWidth: bandWidth,
    minSize: 5,
  });
  doc.link(rtl ? textX - urlWidth : textX, qrY + 66, urlWidth, 14, input.verifyUrl);
  doc.link(qrX, qrY, qrSize, qrSize, input.verifyUrl);

  drawSeal(doc, rtl ? 64 + 50 : WIDTH - 64 - 50, HEIGHT - 64 - 48, input.level, input.brandName);

  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
