import type { ExamTarget } from "./exam-flow.ts";
import { ExamView } from "./exam-view.tsx";

/** The paper beside its answer sheet. */
export function ExamDesktop({ target }: { target: ExamTarget }) {
  return <ExamView target={target} compact={false} />;
}
