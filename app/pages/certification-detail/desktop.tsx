import { CertificationDetailView } from "./detail-view.tsx";
import type { CertificationDetailData } from "./route.tsx";

export function CertificationDetailDesktop({ data }: { data: CertificationDetailData }) {
  return <CertificationDetailView data={data} compact={false} />;
}
