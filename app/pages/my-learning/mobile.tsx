import type { MyLearningData } from "./route.tsx";
import { MyLearningView } from "./my-learning-view.tsx";

/** The same tabs in one column, chosen from a list (the row would not fit a phone). */
export function MyLearningMobile({ data }: { data: MyLearningData }) {
  return <MyLearningView data={data} compact />;
}
