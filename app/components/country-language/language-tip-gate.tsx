import { Suspense, lazy } from "react";
import { useCountryLanguageTip } from "./use-country-language-tip.ts";

// Most visitors never see the tip: its code and the dialog's load only for those who do (decision 0014).
const LanguageTip = lazy(() =>
  import("./language-tip.tsx").then((module) => ({ default: module.LanguageTip })),
);

/** The desktop first-visit country/language tip, when frame §4's rules show it. */
export function LanguageTipGate() {
  const tip = useCountryLanguageTip();
  if (!tip.shown) return null;
  return (
    <Suspense fallback={null}>
      <LanguageTip tip={tip} />
    </Suspense>
  );
}
