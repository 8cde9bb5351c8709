// Mantine's global styles; each component's own come with it (vite.config.ts, decision 0014).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./frame/global.css";
import {
  ColorSchemeScript,
  DirectionProvider,
  MantineProvider,
  mantineHtmlProps,
  useDirection,
} from "@mantine/core";
import { useEffect, useMemo, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { pageContext, portalContext } from "#app/context.ts";
import type { Route } from "./+types/root.ts";
import { IeNotice } from "./components/ie-notice.tsx";
import { ModalsHost } from "./components/modals.tsx";
import { FramePopups } from "./components/popups/frame-popups.tsx";
import { Toasts } from "./components/toasts.tsx";
import { LANGUAGE_COOKIE } from "#contract/consent-rules.ts";
import { LANGUAGE_PARAM } from "#contract/language-rules.ts";
import { recordedConsent } from "./frame/consent.ts";
import { replayEarlyClick } from "./frame/early-clicks.ts";
import { readCookie } from "./frame/cookies.ts";
import { CurrentUserProvider } from "./frame/current-user.tsx";
import { PageScripts } from "./frame/page-scripts.tsx";
import { parseSitePath } from "./frame/paths.ts";
import { resolvePage } from "./frame/resolve-page.ts";
import { SignCheck } from "./frame/sign-check.tsx";
import { RouteLinks, RouteStylesheets } from "./frame/route-stylesheets.tsx";
import { pageThemeVariables, themeFor, themeKey } from "./frame/theme.ts";
import { useRootData, type RootData } from "./frame/use-frame.ts";
import { earlyUserReads, toFrameUser } from "./frame/use-user.ts";
import { FALLBACK_PACK, i18nPayload } from "./i18n/resources.server.ts";
import { loadPack } from "./i18n/i18n.ts";
import { TranslationProvider, translationFor } from "./i18n/translation.tsx";
import { useNonce } from "./nonce.ts";

/** Site, layout and language of the request are worked out once, before any loader. */
export const middleware: Route.MiddlewareFunction[] = [resolvePage];

/**
 * The frame of the site named by the path (frame §2): brand, site, language,
 * menus, footer, SEO, and the one language pack the page needs.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const cookies = request.headers.get("cookie");
  const languageCookie = readCookie(cookies, LANGUAGE_COOKIE);
  const consentRecorded = recordedConsent(cookies) !== null;
  const { site } = context.get(pageContext);
  if (!site) {
    return {
      frame: null,
      i18n: i18nPayload(FALLBACK_PACK),
      languageCookie,
      user: null,
      learnerPending: false,
      consentRecorded,
    };
  }
  const portal = context.get(portalContext);
  const [frame, user] = await Promise.all([site.frame(), portal.currentUser()]);
  const pack = frame.language.languagePackId;
  return {
    frame,
    i18n: i18nPayload(pack),
    languageCookie,
    user: toFrameUser(user),
    learnerPending: portal.learnerPending,
    consentRecorded,
  };
}

/** A navigation to a site of another language loads that language's pack before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadPack(data.i18n);
  return data;
}

/** The language cookie this document's frame was loaded with (browser only). */
let loadedLanguageCookie: string | null | undefined;

/**
 * The frame changes only with the site prefix or the language, so navigating
 * inside a site never reloads it (no revalidation storm). A language the
 * address named for one page view (`?languageId=`, no cookie allowed) ends
 * with that view: the frame follows the page's data back to the others.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const current = parseSitePath(currentUrl.pathname)?.prefix ?? null;
  const next = parseSitePath(nextUrl.pathname)?.prefix ?? null;
  if (current !== next) return true;
  if (currentUrl.searchParams.get(LANGUAGE_PARAM) !== nextUrl.searchParams.get(LANGUAGE_PARAM))
    return true;
  if (typeof document === "undefined" || loadedLanguageCookie === undefined) return false;
  return readCookie(document.cookie, LANGUAGE_COOKIE) !== loadedLanguageCookie;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

/** Keeps Mantine's direction in step when a navigation changes the language. */
function DirectionSync({ dir }: { dir: "ltr" | "rtl" }) {
  const { dir: current, setDirection } = useDirection();
  useEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const frame = root?.frame ?? null;
  const dir = frame?.language.rtlStatus === "1" ? "rtl" : "ltr";
  const lang = frame?.language.languageSimple ?? "en";
  const palette = frame?.tenant.brandPalette;
  const theme = themeFor(palette);
  return (
    <html lang={lang} dir={dir} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Built pages take their styles in one bundle per route (decision 0016); the
            development server brings them itself, through <Links>. */}
        {import.meta.env.DEV ? null : <RouteStylesheets />}
        <Meta />
        {import.meta.env.DEV ? <Links /> : <RouteLinks />}
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
        {/* The theme's variables, made once per theme instead of by the provider on every render. */}
        <style
          data-mantine-styles
          data-theme-variables={themeKey(palette)}
          dangerouslySetInnerHTML={{ __html: pageThemeVariables(palette) }}
        />
      </head>
      <body>
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          <DirectionSync dir={dir} />
          <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
            {children}
          </MantineProvider>
        </DirectionProvider>
        {/* The language pack, kept by the browser. A plain script after the content: it runs
            before the parser reaches the page's modules (which are async), without holding up
            the content above it. */}
        {root && <script src={root.i18n.src} />}
        <ScrollRestoration nonce={nonce} />
        {/* Built pages load their modules after the first paint (decision 0033). */}
        {import.meta.env.DEV ? (
          <Scripts nonce={nonce} />
        ) : (
          <PageScripts nonce={nonce} reads={earlyUserReads(root)} />
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n: payload, frame, languageCookie } = loaderData;
  const brand = frame?.tenant.brandName ?? "";
  // One instance per language and brand, shared by every request (translation.tsx).
  const translation = useMemo(() => translationFor(payload, brand), [payload, brand]);
  useEffect(() => {
    loadedLanguageCookie = languageCookie;
  }, [languageCookie]);
  // The page runs: a button pressed while it could not answer is pressed again.
  useEffect(() => replayEarlyClick(), []);
  return (
    <TranslationProvider translation={translation}>
      <SignCheck>
        <CurrentUserProvider>
          <Outlet />
          {/* Frame §4 "Popups": one at a time, each loaded only when it shows. */}
          <FramePopups />
        </CurrentUserProvider>
      </SignCheck>
      <IeNotice />
      {/* The Tips dialog (showTips) and the success toasts open through these. */}
      <ModalsHost />
      <Toasts />
    </TranslationProvider>
  );
}

/** Last resort when the frame itself failed: plain English, no site data needed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="fatal-error">
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {status === 404
          ? "Sorry, the page you visited does not exist."
          : "Please try again in a moment."}
      </p>
      <a href="/">Home</a>
    </main>
  );
}
