import { LearningProcess } from "#contract/catalogue-rules.ts";

/**
 * The chapter after `index`, or null on the last or only chapter (learner §2:
 * the next-chapter button is hidden there).
 */
export function nextChapterIndex(count: number, index: number): number | null {
  return index + 1 < count ? index + 1 : null;
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
