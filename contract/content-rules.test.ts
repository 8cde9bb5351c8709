import { expect, test } from "vitest";
import { showsFaqIcon } from "./content-rules.ts";

test("the FAQ icon shows on home, My Learning and the overview pages only (frame §2)", () => {
  for (const rest of [
    "/",
    "/my-learning",
    "/general-security-certification/overview",
    "/hikvision-security-certification/overview",
    "/overview/thermal-certification",
  ])
    expect(showsFaqIcon(rest, true), rest).toBe(true);
  for (const rest of [
    "/my-learning/edit",
    "/general-security-certification/classroom",
    "/hikvision-security-certification/online-video-courses",
    "/online-video-courses/thermal-certification",
    "/course/detail/12",
    "/faq",
    "/news",
  ])
    expect(showsFaqIcon(rest, true), rest).toBe(false);
});

test("the FAQ icon needs FAQ entries, whatever the page", () => {
  expect(showsFaqIcon("/", false)).toBe(false);
  expect(showsFaqIcon("/my-learning", false)).toBe(false);
});
