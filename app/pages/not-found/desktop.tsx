import { NotFoundContent } from "./not-found-content.tsx";

export function NotFoundDesktop() {
  return <NotFoundContent compact={false} />;
}
