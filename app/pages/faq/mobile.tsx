import type { FaqData } from "./route.tsx";
import { FaqView } from "./faq-view.tsx";

export function FaqMobile({ data }: { data: FaqData }) {
  return <FaqView data={data} compact />;
}
