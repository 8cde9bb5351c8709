import type { WorkshopSeminarData } from "./route.tsx";
import { WorkshopSeminarView } from "./workshop-seminar-view.tsx";

export function WorkshopSeminarDesktop({ data }: { data: WorkshopSeminarData }) {
  return <WorkshopSeminarView data={data} compact={false} />;
}
