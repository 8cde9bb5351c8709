import type { WorkshopSeminarData } from "./route.tsx";
import { WorkshopSeminarView } from "./workshop-seminar-view.tsx";

/** The same list in one column, ten sessions a page. */
export function WorkshopSeminarMobile({ data }: { data: WorkshopSeminarData }) {
  return <WorkshopSeminarView data={data} compact />;
}
