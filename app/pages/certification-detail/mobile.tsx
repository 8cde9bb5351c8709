import { CertificationDetailView } from "./detail-view.tsx";
import type { CertificationDetailData } from "./route.tsx";

/** The same regions as on desktop in one column; the steps stack vertically. */
export function CertificationDetailMobile({ data }: { data: CertificationDetailData }) {
  return <CertificationDetailView data={data} compact />;
}
