import { CourseView } from "./course-view.tsx";
import type { CourseDetailData } from "./route.tsx";

export function CourseDetailDesktop({ data }: { data: CourseDetailData }) {
  return <CourseView data={data} compact={false} />;
}
