import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import bidiModule from "bidi-js";
import { create as openFont, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import { LRUCache } from "lru-cache";
import QRCode from "qrcode";
import { hasServerTexts, serverTexts, type ServerTexts } from "#app/i18n/server-texts.server.ts";
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
// Texts (locales/{language}/server.json, "certificatePdf")

export type CertificateTexts = ServerTexts["certificatePdf"];

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

/** The certificate's labels in a language (English where the pack has none). */
export function certificateTexts(language: string): CertificateTexts {
  return serverTexts(language).certificatePdf;
}

/**
 * Capitals as the texts' language writes them (Turkish "i" becomes "İ", not
 * "I"); English's for a language whose labels fall back to English.
 */
const capitals = (text: string, language: string) =>
  text.toLocaleUpperCase(hasServerTexts(language) ? primaryLanguage(language) : "en");

/** "{brand} Academy" in capitals: the words the language's way, the brand's own Latin capitals. */
const academyCapitals = (academy: string, brand: string, language: string) =>
  academy
    .split("{brand}")
    .map((part) => capitals(part, language))
    .join(brand.toUpperCase());

const isRtlLanguage = (language: string) =>
  ["ar", "fa", "he", "ur"].includes(primaryLanguage(language));

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in a language: long ("March 15, 2026") or, for tables, medium ("Mar 15, 2026"). */
function formatDate(date: Date, language: string, style: "long" | "medium" = "long"): string {
  const key = `${language}\u0000${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    let locale = language;
    try {
      Intl.DateTimeFormat.supportedLocalesOf([language]);
    } catch {
      locale = "en";
    }
    format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" });
    if (dateFormats.size < 100) dateFormats.set(key, format);
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
  unitsPerEm: number;
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
    unitsPerEm: font.unitsPerEm,
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

/** Bidirectional marks, embeddings, overrides and isolates. */
const BIDI_CONTROLS = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u;

/**
 * Splits text into pieces of one embedding level and one font, and puts them
 * in visual order (rule L2 of the Unicode bidirectional algorithm). Right-to-
 * left pieces keep their logical order here: the font shapes them and
 * returns their glyphs right to left.
 */
function bidiPieces(text: string, weight: Weight, direction: "ltr" | "rtl" | "auto"): Piece[] {
  const cacheKey = `${weight}\u0000${direction}\u0000${text}`;
  let pieces = linePieces.get(cacheKey);
  if (!pieces) {
    pieces = resolvePieces(text, weight, direction);
    linePieces.set(cacheKey, pieces);
  }
  return pieces;
}

/** Lines in visual order, shared by the documents of a process (labels and table cells repeat). */
const linePieces = new LRUCache<string, Piece[]>({ max: 5000 });

function resolvePieces(text: string, weight: Weight, direction: "ltr" | "rtl" | "auto"): Piece[] {
  const { latin, chains } = fonts();
  const normalized = text.normalize("NFC");
  const embedding = bidi.getEmbeddingLevels(normalized, direction);
  const mirrors = bidi.getMirroredCharactersMap(normalized, embedding.levels);
  const runs: { text: string; level: number; face: Face }[] = [];
  let index = 0;
  for (const char of normalized) {
    if (BIDI_CONTROLS.test(char)) {
      // Marks and isolates steer the levels above; they are not drawn.
      index += char.length;
      continue;
    }
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
  return (advance * size) / piece.face.unitsPerEm + spacing * glyphCount;
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

/** Width of a text as drawLine would draw it (before any shrinking to fit). */
function textWidth(text: string, style: TextStyle): number {
  return lineWidth(layoutLine(text, { ...style, maxWidth: undefined }));
}

/**
 * Breaks text at spaces into lines no wider than maxWidth (a word wider
 * than the line gets a line of its own and shrinks when drawn); a no-break
 * space (U+00A0) holds its neighbours together and is drawn as a space.
 * Lines are cut in logical order; each is then laid out on its own, so a
 * right-to-left paragraph keeps its reading order line by line.
 */
function wrapText(text: string, style: TextStyle, maxWidth: number): string[] {
  // Most table cells fit on one line: that line is shaped once, for here and for drawing.
  const oneLine = text.replaceAll("\u00a0", " ");
  if (!oneLine.includes(" ") || textWidth(oneLine, style) <= maxWidth) return [oneLine];
  const words = text
    .split(/ +/)
    .filter(Boolean)
    .map((word) => word.replaceAll("\u00a0", " "));
  const space = textWidth("a a", style) - textWidth("aa", style);
  const lines: string[] = [];
  let current = "";
  let width = 0;
  for (const word of words) {
    const wordWidth = textWidth(word, style);
    if (current && width + space + wordWidth > maxWidth) {
      lines.push(current);
      current = "";
      width = 0;
    }
    width += (current ? space : 0) + wordWidth;
    current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

const unbreakable = (text: string) => text.replaceAll(" ", "\u00a0");

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

// ---------------------------------------------------------------------------
// The documents

const NAVY = "#14213d";
const GOLD = "#b08d57";
const INK = "#1f2933";
const MUTED = "#5b6472";
const PAPER = "#fdfbf6";
const TINT = "#f4eee2";

type PageSize = { width: number; height: number };
const LANDSCAPE: PageSize = { width: 841.89, height: 595.28 };
const PORTRAIT: PageSize = { width: 595.28, height: 841.89 };

type Writer = { doc: Doc; finish: () => Promise<Uint8Array> };

/**
 * An A4 PDF with the embedded faces registered and the document info set.
 * The info dates are the document's own date, so the same input gives the
 * same bytes.
 */
function openDocument(options: {
  layout: "landscape" | "portrait";
  language: string;
  brandName: string;
  title: string;
  subject: string;
  date: Date;
}): Writer {
  const academy = certificateTexts(options.language).academy.replace("{brand}", options.brandName);
  const set = fonts();
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout,
    margin: 0,
    // No standard font: every text uses the embedded faces.
    font: null as unknown as string,
    autoFirstPage: true,
    lang: options.language,
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.brandName,
      Subject: options.subject,
      Creator: academy,
      Producer: academy,
      CreationDate: options.date,
      ModDate: options.date,
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
  return {
    doc,
    async finish() {
      doc.end();
      await done;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}

function drawFrame(doc: Doc, { width, height }: PageSize) {
  doc.rect(0, 0, width, height).fill(PAPER);
  doc
    .lineWidth(10)
    .rect(20, 20, width - 40, height - 40)
    .stroke(NAVY);
  doc
    .lineWidth(1.2)
    .rect(32, 32, width - 64, height - 64)
    .stroke(GOLD);
  doc
    .lineWidth(0.5)
    .rect(36, 36, width - 72, height - 72)
    .stroke(GOLD);
  // Corner ornaments
  for (const [cx, cy] of [
    [36, 36],
    [width - 36, 36],
    [36, height - 36],
    [width - 36, height - 36],
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

/** A rosette seal with the level (or another short word) in its centre. */
function drawSeal(doc: Doc, cx: number, cy: number, label: string, brand: string) {
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
  drawText(doc, label, cx, cy + 9, "center", {
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

/** What the landscape certificate page shows; the certificate and the certificate of completion fill it. */
type CertificatePage = {
  language: string;
  brandName: string;
  title: string;
  /** The line between the holder's name and the subject. */
  statement: string;
  holderName: string;
  /** The certification or the course. */
  subject: string;
  /** Label and value pairs in a row, in reading order. */
  facts: [string, string][];
  number: string;
  verifyUrl: string;
  sealLabel: string;
};

/** The certificate layout: frame, heading, holder, facts, and a band with the QR code and the seal. */
function drawCertificatePage(doc: Doc, page: CertificatePage) {
  const { width: WIDTH, height: HEIGHT } = LANDSCAPE;
  const texts = certificateTexts(page.language);
  const rtl = isRtlLanguage(page.language);
  const direction = rtl ? "rtl" : "ltr";
  const cx = WIDTH / 2;
  drawFrame(doc, LANDSCAPE);

  drawText(doc, academyCapitals(texts.academy, page.brandName, page.language), cx, 84, "center", {
    weight: "bold",
    size: 11,
    color: GOLD,
    spacing: 3,
    direction,
  });
  drawText(doc, rtl ? page.title : capitals(page.title, page.language), cx, 138, "center", {
    weight: "bold",
    size: rtl ? 44 : 40,
    color: NAVY,
    spacing: 8,
    direction,
    maxWidth: 660,
    minSize: 24,
  });
  drawDivider(doc, cx, 158, 120);
  drawText(doc, texts.certifies, cx, 196, "center", { size: 13, color: MUTED, direction });
  drawText(doc, page.holderName, cx, 244, "center", {
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
  drawText(doc, page.statement, cx, 290, "center", { size: 13, color: MUTED, direction });
  drawText(doc, page.subject, cx, 322, "center", {
    weight: "bold",
    size: 20,
    color: NAVY,
    maxWidth: 660,
    minSize: 11,
  });

  // Facts in columns, in reading order
  const { facts } = page;
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
    drawText(doc, rtl ? label : capitals(label, page.language), x, 372, "center", {
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
  drawQr(doc, page.verifyUrl, qrX, qrY, qrSize);
  const textX = rtl ? qrX - 14 : qrX + qrSize + 14;
  const align = rtl ? "right" : "left";
  const bandWidth = 330;
  drawText(
    doc,
    rtl ? texts.number : capitals(texts.number, page.language),
    textX,
    qrY + 18,
    align,
    {
      size: 8,
      color: MUTED,
      spacing: 1.2,
      direction,
    },
  );
  drawText(doc, page.number, textX, qrY + 36, align, {
    weight: "bold",
    size: 14,
    color: NAVY,
    spacing: 1,
    direction: "ltr",
  });
  drawText(
    doc,
    rtl ? texts.verifyAt : capitals(texts.verifyAt, page.language),
    textX,
    qrY + 62,
    align,
    {
      size: 8,
      color: MUTED,
      spacing: 1.2,
      direction,
    },
  );
  const urlWidth = drawText(doc, page.verifyUrl, textX, qrY + 76, align, {
    size: 8.5,
    color: INK,
    direction: "ltr",
    maxWidth: bandWidth,
    minSize: 5,
  });
  doc.link(rtl ? textX - urlWidth : textX, qrY + 66, urlWidth, 14, page.verifyUrl);
  doc.link(qrX, qrY, qrSize, qrSize, page.verifyUrl);

  drawSeal(doc, rtl ? 64 + 50 : WIDTH - 64 - 50, HEIGHT - 64 - 48, page.sealLabel, page.brandName);
}

/** The certificate as an A4 landscape PDF (fonts embedded, QR code to the verification page). */
export async function renderCertificatePdf(input: CertificateDocument): Promise<Uint8Array> {
  const texts = certificateTexts(input.language);
  const { doc, finish } = openDocument({
    layout: "landscape",
    language: input.language,
    brandName: input.brandName,
    title: `${texts.title} ${input.number}`,
    subject: fill(texts.subject, { certification: input.certificationName, number: input.number }),
    date: input.issuedAt,
  });
  drawCertificatePage(doc, {
    language: input.language,
    brandName: input.brandName,
    title: texts.title,
    statement: texts.completed,
    holderName: input.holderName,
    subject: input.certificationName,
    facts: [
      [texts.level, input.level],
      [texts.version, input.version],
      [texts.issued, formatDate(input.issuedAt, input.language)],
      [texts.validUntil, formatDate(input.validUntil, input.language)],
    ],
    number: input.number,
    verifyUrl: input.verifyUrl,
    sealLabel: input.level,
  });
  return finish();
}

// ---------------------------------------------------------------------------
// Certificate of completion

/** A certificate of completion of a course without certification (learner §7 nonCertification). */
export type CompletionCertificateDocument = {
  /** E.g. "COURSE-7Q4M-K2XD-93PF". */
  number: string;
  holderName: string;
  courseName: string;
  completedAt: Date;
  /** BCP 47 language of the learner's pages; Arabic lays the page out right to left. */
  language: string;
  brandName: string;
  /** The public verification page; the QR code's target. */
  verifyUrl: string;
};

/**
 * The certificate of completion as an A4 landscape PDF: the certificate's
 * look, a completion title and statement, the completion date as its only
 * fact (no level, version or expiry) and the QR code to the verification page.
 */
export async function renderCompletionCertificatePdf(
  input: CompletionCertificateDocument,
): Promise<Uint8Array> {
  const texts = certificateTexts(input.language);
  const { doc, finish } = openDocument({
    layout: "landscape",
    language: input.language,
    brandName: input.brandName,
    title: `${texts.completionTitle} ${input.number}`,
    subject: fill(texts.completionSubject, { course: input.courseName, number: input.number }),
    date: input.completedAt,
  });
  drawCertificatePage(doc, {
    language: input.language,
    brandName: input.brandName,
    title: texts.completionTitle,
    statement: texts.completionStatement,
    holderName: input.holderName,
    subject: input.courseName,
    facts: [[texts.completedOn, formatDate(input.completedAt, input.language)]],
    number: input.number,
    verifyUrl: input.verifyUrl,
    sealLabel: texts.completionSeal,
  });
  return finish();
}

// ---------------------------------------------------------------------------
// Company certificate

/** The company certificate (learner §7 generateCompanyCertificate): the company's certified staff. */
export type CompanyCertificateDocument = {
  /** May be Arabic or Latin. */
  companyName: string;
  vatNumber: string;
  /** The date the list was generated. */
  issuedAt: Date;
  /** BCP 47 language; Arabic lays the pages out right to left, unknown ones are English. */
  language: string;
  brandName: string;
  /** The company's staff with a valid certificate (1 to 200 rows; the table continues over pages). */
  staff: {
    holderName: string;
    certificationName: string;
    level: string;
    number: string;
    validUntil: Date;
  }[];
  /** Public verification page base, e.g. "https://academy.example/certificate/verify/"; a row's number links to base + number. */
  verifyBaseUrl: string;
};

/** Content box of the portrait pages, inside the frame. */
const LIST_LEFT = 52;
const LIST_WIDTH = PORTRAIT.width - 2 * LIST_LEFT;
/** Where the table stops: the footer is below. */
const LIST_BOTTOM = PORTRAIT.height - 112;

const CELL_PADDING = 4.5;
const CELL_LINE = 10;
const CELL_MAX_LINES = 3;
const HEADER_HEIGHT = 22;

/** Column shares of the table width, in reading order. */
const COLUMNS = [0.22, 0.34, 0.12, 0.19, 0.13];

type Cell = { lines: string[]; style: TextStyle; link?: string };
type Row = { cells: Cell[]; height: number };

function cellLines(text: string, style: TextStyle, width: number): string[] {
  const lines = wrapText(text, style, width);
  if (lines.length <= CELL_MAX_LINES) return lines;
  const kept = lines.slice(0, CELL_MAX_LINES);
  kept[CELL_MAX_LINES - 1] += "…";
  return kept;
}

/** Left edges and widths of the columns, mirrored for right-to-left pages. */
function columnBoxes(rtl: boolean) {
  let x = LIST_LEFT;
  const boxes = COLUMNS.map((share) => {
    const box = { x, width: LIST_WIDTH * share };
    x += box.width;
    return box;
  });
  return rtl
    ? boxes.map((box) => ({ x: 2 * LIST_LEFT + LIST_WIDTH - box.x - box.width, width: box.width }))
    : boxes;
}

function drawCell(
  doc: Doc,
  cell: Cell,
  box: { x: number; width: number },
  top: number,
  rtl: boolean,
) {
  const inner = box.width - 2 * CELL_PADDING;
  const x = rtl ? box.x + box.width - CELL_PADDING : box.x + CELL_PADDING;
  let width = 0;
  cell.lines.forEach((line, i) => {
    const drawn = drawText(
      doc,
      line,
      x,
      top + CELL_PADDING + 8 + i * CELL_LINE,
      rtl ? "right" : "left",
      {
        ...cell.style,
        maxWidth: inner,
        minSize: cell.style.size * 0.7,
      },
    );
    width = Math.max(width, drawn);
  });
  if (cell.link) {
    doc.link(
      rtl ? x - width : x,
      top + CELL_PADDING,
      width,
      CELL_LINE * cell.lines.length,
      cell.link,
    );
  }
}

/**
 * The company certificate as an A4 portrait PDF: a heading with the company
 * and the confirmation on the first page, the staff table (its header
 * repeated on every page, columns mirrored right to left) and on every page
 * a footer with the verification note and the page number.
 */
export async function renderCompanyCertificatePdf(
  input: CompanyCertificateDocument,
): Promise<Uint8Array> {
  const texts = certificateTexts(input.language);
  const rtl = isRtlLanguage(input.language);
  const direction = rtl ? "rtl" : "ltr";
  const date = formatDate(input.issuedAt, input.language);
  const { doc, finish } = openDocument({
    layout: "portrait",
    language: input.language,
    brandName: input.brandName,
    title: `${texts.companyTitle} ${input.companyName}`,
    subject: fill(texts.companySubject, { company: input.companyName, date }),
    date: input.issuedAt,
  });
  const { width: WIDTH, height: HEIGHT } = PORTRAIT;
  const cx = WIDTH / 2;
  const boxes = columnBoxes(rtl);
  const align = rtl ? "right" : "left";

  // Rows are measured first, so that the pages and their count are known.
  const body: TextStyle = { size: 8, color: INK, direction: "auto" };
  const rows: Row[] = input.staff.map((member) => {
    const values: { text: string; style: TextStyle; link?: string }[] = [
      { text: member.holderName, style: { ...body, weight: "bold" } },
      { text: member.certificationName, style: body },
      { text: member.level, style: body },
      {
        text: member.number,
        style: { ...body, size: 7.8, color: NAVY, direction: "ltr" },
        // A masked number (only its last group shown) links nowhere.
        ...(member.number.includes("•")
          ? {}
          : { link: `${input.verifyBaseUrl}${encodeURIComponent(member.number)}` }),
      },
      {
        text: unbreakable(formatDate(member.validUntil, input.language, "medium")),
        style: { ...body, direction },
      },
    ];
    const cells = values.map(({ text, style, link }, i): Cell => {
      const inner = boxes[i]!.width - 2 * CELL_PADDING;
      // A certificate number is never broken: it shrinks to fit instead.
      const lines = i === 3 ? [text] : cellLines(text, style, inner);
      return link ? { lines, style, link } : { lines, style };
    });
    const lineCount = Math.max(...cells.map((cell) => cell.lines.length));
    return { cells, height: 2 * CELL_PADDING + 3 + lineCount * CELL_LINE };
  });

  // First page heading: its height depends on the lead's lines.
  const leadStyle: TextStyle = { size: 10.5, color: INK, direction };
  const lead = wrapText(
    fill(texts.companyLead, {
      brand: input.brandName,
      company: input.companyName,
      vat: unbreakable(`${texts.vat} ${input.vatNumber}`),
      date: unbreakable(date),
    }),
    leadStyle,
    LIST_WIDTH - 40,
  );
  const leadTop = 222;
  const firstTableTop = leadTop + lead.length * 15 + 12;
  const nextTableTop = 120;

  const pages: Row[][] = [[]];
  let y = firstTableTop + HEADER_HEIGHT;
  for (const row of rows) {
    if (y + row.height > LIST_BOTTOM && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = nextTableTop + HEADER_HEIGHT;
    }
    pages.at(-1)!.push(row);
    y += row.height;
  }

  const headers = [texts.name, texts.certification, texts.level, texts.number, texts.validUntil];
  const verifyNote = wrapText(
    // A left-to-right mark keeps a trailing "/" with the address in right-to-left text.
    fill(texts.companyVerify, { url: `${input.verifyBaseUrl}\u200e` }),
    { size: 8, color: MUTED, direction },
    LIST_WIDTH,
  );

  pages.forEach((pageRows, pageIndex) => {
    if (pageIndex > 0) doc.addPage();
    drawFrame(doc, PORTRAIT);
    let top: number;
    if (pageIndex === 0) {
      drawText(
        doc,
        academyCapitals(texts.academy, input.brandName, input.language),
        cx,
        82,
        "center",
        {
          weight: "bold",
          size: 10,
          color: GOLD,
          spacing: 3,
          direction,
        },
      );
      drawText(
        doc,
        rtl ? texts.companyTitle : capitals(texts.companyTitle, input.language),
        cx,
        124,
        "center",
        {
          weight: "bold",
          size: rtl ? 30 : 26,
          color: NAVY,
          spacing: 5,
          direction,
          maxWidth: LIST_WIDTH - 20,
          minSize: 16,
        },
      );
      drawDivider(doc, cx, 142, 100);
      drawText(doc, input.companyName, cx, 178, "center", {
        weight: "bold",
        size: 22,
        color: INK,
        maxWidth: LIST_WIDTH - 40,
        minSize: 12,
      });
      drawText(doc, `${texts.vat} ${input.vatNumber}`, cx, 198, "center", {
        size: 10,
        color: MUTED,
        direction,
      });
      lead.forEach((line, i) => {
        drawText(doc, line, cx, leadTop + i * 15, "center", leadStyle);
      });
      top = firstTableTop;
    } else {
      drawText(
        doc,
        academyCapitals(texts.academy, input.brandName, input.language),
        cx,
        74,
        "center",
        {
          weight: "bold",
          size: 8,
          color: GOLD,
          spacing: 2.4,
          direction,
        },
      );
      drawText(doc, `${texts.companyTitle} · ${input.companyName}`, cx, 94, "center", {
        weight: "bold",
        size: 12,
        color: NAVY,
        direction,
        maxWidth: LIST_WIDTH - 40,
        minSize: 8,
      });
      drawDivider(doc, cx, 106, 80);
      top = nextTableTop;
    }

    // Table header
    doc.rect(LIST_LEFT, top, LIST_WIDTH, HEADER_HEIGHT).fill(NAVY);
    headers.forEach((header, i) => {
      const box = boxes[i]!;
      drawText(
        doc,
        rtl ? header : capitals(header, input.language),
        rtl ? box.x + box.width - CELL_PADDING : box.x + CELL_PADDING,
        top + 14.5,
        align,
        {
          weight: "bold",
          size: rtl ? 8.5 : 7,
          color: "#ffffff",
          spacing: 0.8,
          direction,
          maxWidth: box.width - 2 * CELL_PADDING,
          minSize: 5,
        },
      );
    });
    let rowTop = top + HEADER_HEIGHT;
    pageRows.forEach((row, i) => {
      if (i % 2 === 1) doc.rect(LIST_LEFT, rowTop, LIST_WIDTH, row.height).fill(TINT);
      row.cells.forEach((cell, column) => drawCell(doc, cell, boxes[column]!, rowTop, rtl));
      rowTop += row.height;
      doc
        .lineWidth(0.4)
        .moveTo(LIST_LEFT, rowTop)
        .lineTo(LIST_LEFT + LIST_WIDTH, rowTop)
        .stroke(i === pageRows.length - 1 ? GOLD : "#e2dccd");
    });

    // The seal closes the list, opposite the reading side, when there is room
    if (pageIndex === pages.length - 1 && rowTop + 24 + 92 <= HEIGHT - 104) {
      const sealX = rtl ? LIST_LEFT + 50 : LIST_LEFT + LIST_WIDTH - 50;
      drawSeal(doc, sealX, rowTop + 24 + 46, texts.companySeal, input.brandName);
    }

    // Footer
    const footerTop = HEIGHT - 96;
    doc
      .lineWidth(0.6)
      .moveTo(LIST_LEFT, footerTop)
      .lineTo(LIST_LEFT + LIST_WIDTH, footerTop)
      .stroke(GOLD);
    verifyNote.forEach((line, i) => {
      drawText(doc, line, cx, footerTop + 16 + i * 11, "center", {
        size: 8,
        color: MUTED,
        direction,
      });
    });
    const pageLabel = fill(texts.page, {
      page: String(pageIndex + 1),
      pages: String(pages.length),
    });
    drawText(
      doc,
      pageLabel,
      rtl ? LIST_LEFT : LIST_LEFT + LIST_WIDTH,
      HEIGHT - 50,
      rtl ? "left" : "right",
      {
        size: 8,
        color: MUTED,
        direction,
      },
    );
    drawText(
      doc,
      `${texts.issued} ${date}`,
      rtl ? LIST_LEFT + LIST_WIDTH : LIST_LEFT,
      HEIGHT - 50,
      align,
      {
        size: 8,
        color: MUTED,
        direction,
      },
    );
  });
  return finish();
}
