import { createCanvas } from "@napi-rs/canvas";
import jsQRModule from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/*
 * Reading the PDFs back, as a viewer would, for the certificate tests: the
 * pages' text, their links, and the QR code as drawn on the first page.
 */

/** The package is CommonJS: its module object is the decoder. */
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

export async function openPdf(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
    .promise;
}

/** The text of every page, one string per page. */
export async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  return pages;
}

/** The link targets of every page. */
export async function linkTargets(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const urls: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const annotations = (await (await pdf.getPage(number)).getAnnotations()) as { url?: string }[];
    urls.push(...annotations.flatMap((annotation) => (annotation.url ? [annotation.url] : [])));
  }
  return urls;
}

/** Rasterises the first page and reads the QR code on it. */
export async function decodeQr(bytes: Uint8Array): Promise<string | undefined> {
  const pdf = await openPdf(bytes);
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: canvas.getContext("2d") as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const image = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}
