import type { ExamTarget } from "./exam-flow.ts";
import { ExamView } from "./exam-view.tsx";

/** One column: the countdown bar, the question, then the answer sheet. */
export function ExamMobile({ target }: { target: ExamTarget }) {
  return <ExamView target={target} compact />;
}
