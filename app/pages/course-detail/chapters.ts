import { CourseType, LearningProcess } from "#contract/catalogue-rules.ts";

/**
 * The chapter after `index`, or null on the last or only chapter (learner §2:
 * the next-chapter button is hidden there).
 */
export function nextChapterIndex(count: number, index: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

/**
 * Where the player starts: the chapter the server says the course reopens on
 * (the one last watched), or the first when it names none of these chapters.
 */
export function openingChapterIndex(
  chapters: readonly { id: number }[],
  resumeChapterId: number | null,
): number {
  const index = chapters.findIndex((chapter) => chapter.id === resumeChapterId);
  return index < 0 ? 0 : index;
}

/**
 * The active step of a course's learning process (learner §4): watching until
 * the chapters are learned, then the quiz when the course has one (a failed
 * quiz stays there), then done.
 */
export function learningStep(learningProcess: number, quizExist: boolean): number {
  const quizStep = quizExist ? 1 : null;
  const doneStep = quizExist ? 2 : 1;
  switch (learningProcess) {
    case LearningProcess.learnEnd:
    case LearningProcess.fail:
      return quizStep ?? doneStep + 1;
    case LearningProcess.success:
      return doneStep + 1;
    default:
      return 0;
  }
}

/**
 * What finishing the course gives, as an i18n key with its count: credits
 * only where a certification gives the course some (learner §3 "Course inside
 * a certification"); a course or video of no certification earns none
 * (decision 0020), and says so instead of promising credits.
 */
export function doneTextOf(
  courseType: number,
  credits: number | null,
): { key: string; values: { count?: number } } {
  if (credits !== null && credits > 0)
    return { key: "course.process.doneCredits", values: { count: credits } };
  return {
    key:
      courseType === CourseType.video
        ? "course.process.doneNoCreditsVideo"
        : "course.process.doneNoCreditsCourse",
    values: {},
  };
}
