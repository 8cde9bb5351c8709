import { NotFoundContent } from "./not-found-content.tsx";

export function NotFoundMobile() {
  return <NotFoundContent compact />;
}
