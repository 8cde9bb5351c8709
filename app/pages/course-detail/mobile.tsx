import { CourseView } from "./course-view.tsx";
import type { CourseDetailData } from "./route.tsx";

/** The poster, then chapters, quiz and description in one column. */
export function CourseDetailMobile({ data }: { data: CourseDetailData }) {
  return <CourseView data={data} compact />;
}
