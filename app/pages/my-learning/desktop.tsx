import type { MyLearningData } from "./route.tsx";
import { MyLearningView } from "./my-learning-view.tsx";

/** My Learning with the tabs in a row. */
export function MyLearningDesktop({ data }: { data: MyLearningData }) {
  return <MyLearningView data={data} compact={false} />;
}
