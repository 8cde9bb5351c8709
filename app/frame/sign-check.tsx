import { Center, Loader } from "@mantine/core";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../i18n/translation.tsx";
import { useLocation, useNavigate } from "react-router";
import { runPageStart, signOf } from "./one-click-sign.ts";
import { useApiClient } from "./use-frame.ts";

/** Signs already sent: a remounted effect (Strict Mode) must not spend a single-use sign twice. */
const started = new Set<string>();

/**
 * Frame §4 "Page start": the one-click sign check runs first, and the frame
 * appears only once it is done, so a signed link never shows a logged-out
 * header before the signed-in page.
 */
export function SignCheck({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApiClient();
  const sign = signOf(location.search)?.sign ?? null;

  useEffect(() => {
    if (sign === null || started.has(sign)) return;
    started.add(sign);
    void runPageStart(api, location, {
      reload: (url) => window.location.replace(url),
      replace: (url) => void navigate(url, { replace: true, preventScrollReset: true }),
    });
  }, [sign, api, location, navigate]);

  if (sign === null) return children;
  return (
    <Center h="100vh" data-testid="sign-check">
      <Loader aria-label={t("app.signingIn")} />
    </Center>
  );
}
