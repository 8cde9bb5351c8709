import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The site map (frame §2, learner §2). Every page lives below a site prefix,
 * and each has a desktop route and a /mobile twin that share one route module.
 * Route ids: "{prefix}-{layout}-{page}", e.g. "eu-mobile-search".
 */
const SITE_PREFIXES = [
  { key: "site", path: ":site" },
  { key: "eu", path: "eu/:site" },
  { key: "asia", path: "asia/:site" },
] as const;

const PAGES = [
  { key: "home", path: null, file: "pages/home/route.tsx" },
  { key: "search", path: "search", file: "pages/search/route.tsx" },
  { key: "not-found", path: "exception/notFound", file: "pages/not-found/route.tsx" },
  // Certification track pages (frame §2): the brand-security tenant's /{track}/{page}
  // and every other tenant's /{page}/{kind-name}; one module tells them apart by path.
  ...(
    [
      "hikvision-security-certification/:trackPage",
      "general-security-certification/:trackPage",
      "overview/:kindName",
      "online-video-courses/:kindName",
      "classroom/:kindName",
    ] as const
  ).map((path) => ({
    key: `track-${path.split("/")[0]}`,
    path,
    file: "pages/certification-track/route.tsx",
  })),
  {
    key: "certification-detail",
    path: "certification/detail/:relationId",
    file: "pages/certification-detail/route.tsx",
  },
  { key: "course-detail", path: "course/detail/:id", file: "pages/course-detail/route.tsx" },
  { key: "topic-detail", path: "topic/detail/:id", file: "pages/topic-detail/route.tsx" },
  {
    key: "educational-video",
    path: "educational-video/list",
    file: "pages/educational-video/route.tsx",
  },
  // What a classroom's QR opens (issue 12): checks the learner in.
  {
    key: "classroom-check-in",
    path: "classroom/check-in",
    file: "pages/classroom-check-in/route.tsx",
  },
  // The session's check-in code for its trainer to show full screen (decision 0045).
  {
    key: "classroom-check-in-code",
    path: "classroom/check-in/code/:classroomId",
    file: "pages/classroom-check-in/code-route.tsx",
  },
  // One classroom session (frame §2 "Classroom detail"): share, invite, evaluate.
  {
    key: "classroom-detail",
    path: "classroom/detail/:id",
    file: "pages/classroom-detail/route.tsx",
  },
  // Invitation letters (frame §2): enrolment approved at once in the training or the practical
  // exam of a certification release; one module tells the two apart by path.
  { key: "invitation", path: "invitation", file: "pages/invitation/route.tsx" },
  {
    key: "invitation-practical-exam",
    path: "invitation/practical-exam",
    file: "pages/invitation/route.tsx",
  },
  {
    key: "workshop-seminar",
    path: "workshop-seminar/list",
    file: "pages/workshop-seminar/route.tsx",
  },
  { key: "my-learning", path: "my-learning", file: "pages/my-learning/route.tsx" },
  // Paid training's checkout (frame §2 /payment) and an order's status (decision 0023).
  { key: "payment", path: "payment", file: "pages/payment/route.tsx" },
  { key: "payment-order", path: "payment/order/:id", file: "pages/payment/order-route.tsx" },
  // The terms of sale an order accepts (frame §5; decision 0054).
  { key: "terms-of-sale", path: "terms-of-sale", file: "pages/terms-of-sale/route.tsx" },
  // Personal information (frame §2): profile, photo, data download and account deletion.
  { key: "my-learning-edit", path: "my-learning/edit", file: "pages/my-learning-edit/route.tsx" },
  // Where a deleted account lands, signed out (decision 0052).
  { key: "account-deleted", path: "account-deleted", file: "pages/account-deleted/route.tsx" },
  { key: "exam", path: "exam", file: "pages/exam/route.tsx" },
  // News and FAQ (frame §2); the news feed is a document, served outside the pages.
  { key: "news", path: "news", file: "pages/news/route.tsx" },
  { key: "news-detail", path: "news/detail/:id", file: "pages/news-detail/route.tsx" },
  { key: "faq", path: "faq", file: "pages/faq/route.tsx" },
  // Desktop only (frame §2): the mobile twin answers not-found.
  { key: "vat", path: "vat", file: "pages/vat/route.tsx" },
  {
    key: "certificate-verify",
    path: "certificate/verify/:number",
    file: "pages/certificate-verify/route.tsx",
  },
  // The smart-try campaign for certified users (frame §1, §2, §5).
  { key: "smart-try", path: "smart-try", file: "pages/smart-try/route.tsx" },
  // The trainer team and the invitation to join it (frame §2).
  { key: "trainer-team", path: "trainer-team", file: "pages/trainer-team/route.tsx" },
  {
    key: "join-us-as-a-trainer",
    path: "join-us-as-a-trainer",
    file: "pages/join-us-as-a-trainer/route.tsx",
  },
  // The cookie manager (frame §2, §4).
  {
    key: "cookies-preferences",
    path: "cookies-preferences",
    file: "pages/cookies-preferences/route.tsx",
  },
  // Anything else below a site prefix goes to the not-found page.
  { key: "catch-all", path: "*", file: "pages/catch-all/route.tsx" },
] as const;

/**
 * Every route matches its letters exactly (React Router's default ignores
 * case): `/en/News` is not found rather than a second spelling of `/en/news`
 * that the page cache would keep apart (decision 0044).
 */
const caseSensitive = true;

function pagesOf(id: string) {
  return PAGES.map((page) =>
    page.path === null
      ? index(page.file, { id: `${id}-${page.key}` })
      : route(page.path, page.file, { id: `${id}-${page.key}`, caseSensitive }),
  );
}

export default [
  // "/" goes to the tenant's default site.
  index("pages/site-root/route.tsx"),
  ...SITE_PREFIXES.flatMap((prefix) => [
    route(prefix.path, "frame/desktop-layout.tsx", { id: `${prefix.key}-desktop`, caseSensitive }, [
      ...pagesOf(`${prefix.key}-desktop`),
    ]),
    route(
      `${prefix.path}/mobile`,
      "frame/mobile-layout.tsx",
      { id: `${prefix.key}-mobile`, caseSensitive },
      [...pagesOf(`${prefix.key}-mobile`)],
    ),
  ]),
] satisfies RouteConfig;
