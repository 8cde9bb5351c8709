import { isPageOrBelow, parseSitePath } from "./paths.ts";

/**
 * The pages whose render is a learner's own (decision 0027): their loaders
 * read the signed-in learner or act for them (My Learning, the exam, payment,
 * an invitation letter, a classroom check-in, the page after an account's
 * deletion). Every other page below a site prefix is rendered alike for all
 * signed-in learners and kept like a visitor's page; the browser reads the
 * learner's own facts once it has it.
 */
const LEARNER_PAGES = [
  "/my-learning",
  "/exam",
  "/payment",
  "/invitation",
  "/classroom/check-in",
  // It reads whether anyone is signed in: only a signed-out visitor's account is deleted.
  "/account-deleted",
];

/** Whether a page path below a site prefix ("/my-learning/edit") is one of the learner's own pages. */
export function isLearnerPage(rest: string): boolean {
  return isPageOrBelow(rest, LEARNER_PAGES);
}

/**
 * Whether a signed-in learner's request for this address may get the page
 * rendered for every signed-in learner: a document (not a loader's data,
 * `.data`, which carries the learner's facts) below a site prefix, not one of
 * the learner's own pages.
 */
export function isSharedWithLearners(url: string): boolean {
  const query = url.indexOf("?");
  let pathname: string;
  try {
    // As the router reads it: "/en/my%2Dlearning" is My Learning too.
    pathname = decodeURIComponent(query === -1 ? url : url.slice(0, query));
  } catch {
    return false;
  }
  if (pathname.endsWith(".data")) return false;
  const parsed = parseSitePath(pathname);
  return parsed !== null && !isLearnerPage(parsed.rest);
}

/** What a page's route module tells the frame about its data (its `handle` export). */
export type PageHandle = {
  /**
   * false: the page's loader reads nothing of the learner, so its shared page
   * is already the learner's and the browser reads the learner alone.
   */
  readsLearner?: false;
};

/** The `handle` of a page whose data is the same for everyone (news, FAQ, ...). */
export const READS_NO_LEARNER: PageHandle = { readsLearner: false };

/** Whether any of the matched routes' data may hold the learner's own facts. */
export function readsLearner(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as PageHandle | undefined)?.readsLearner === false);
}
