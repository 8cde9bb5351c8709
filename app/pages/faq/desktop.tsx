import type { FaqData } from "./route.tsx";
import { FaqView } from "./faq-view.tsx";

export function FaqDesktop({ data }: { data: FaqData }) {
  return <FaqView data={data} compact={false} />;
}
