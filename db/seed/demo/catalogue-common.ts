import { searchConfigFor } from "../../search-config.ts";
import { languageTag } from "./languages.ts";
import { ownTextsOf, type Localized } from "./texts.ts";

/**
 * The text of a catalogue row in its language. Unlike `pick`, a missing text
 * in a language the seed writes is an error: a catalogue row on the Arabic or
 * a European site must never fall back to English.
 */
export function local(text: Localized, languageId: number): string {
  const language = ownTextsOf(languageId);
  if (!language) return text.en;
  const value = text[language];
  if (value === undefined) throw new Error(`No ${language} text for "${text.en}"`);
  return value;
}

/** The names of a kind, type, product line or video type in every seeded language. */
export function names(text: Required<Localized>): Record<string, string> {
  return { ...text };
}

/** The text search configuration of a row's language (db/search-config.ts). */
export const searchConfigOf = (languageId: number) => searchConfigFor(languageTag(languageId));

/** Fixed publication dates, so a re-seed changes nothing and lists sort the same way. */
export const publishedOn = (day: string) => new Date(`${day}T08:00:00Z`);

/**
 * The sample videos in media/ and their real lengths in seconds: a chapter's
 * duration is the length of its file, so watching it to the end completes it.
 */
export type SampleVideo = { file: string; seconds: number };

export const sampleVideos = {
  intro: { file: "public/intro.mp4", seconds: 6 },
  chapter1: { file: "chapter-1.mp4", seconds: 8 },
  chapter2: { file: "chapter-2.mp4", seconds: 10 },
  chapter3: { file: "chapter-3.mp4", seconds: 12 },
} as const satisfies Record<string, SampleVideo>;

/** The chapter files in turn: chapter n of a course plays sample n mod 3. */
export const chapterVideos: readonly [SampleVideo, SampleVideo, SampleVideo] = [
  sampleVideos.chapter1,
  sampleVideos.chapter2,
  sampleVideos.chapter3,
];

/** The certification intro video (learner §3 detailFile): public, so served without a signature. */
export const introVideoUrl = `/media/${sampleVideos.intro.file}`;
