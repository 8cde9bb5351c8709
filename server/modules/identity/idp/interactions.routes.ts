import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { brandPrimaryColor } from "#contract/brand.ts";
import type { Tenant } from "../../site/site-directory.ts";
import type { Mailer } from "../mail.ts";
import type { Accounts } from "./accounts.ts";
import { signUpSchema, passwordSchema } from "./accounts.ts";
import { escapeHtml } from "./escape.ts";
import { idpTexts, isRtl, type IdpTexts } from "./texts.ts";
import { PLAIN_BRAND, renderForm, renderPage, type PageFrame } from "./views.ts";
import type { RateLimiter } from "../../../rate-limiter.ts";
import { allowFormTargets } from "../../../plugins/security.ts";

export type InteractionDeps = {
  provider: Provider;
  accounts: Accounts;
  mailer: Mailer;
  limiter: RateLimiter;
  issuer: string;
  portalOrigins: string[];
  /** Removes or anonymises the portal's data of a deleted account. */
  onAccountDeleted(accountId: string): Promise<void>;
};

type Form = Record<string, string | undefined>;

const SIGN_IN_PER_IP = { limit: 30, window: 15 * 60 };
const SIGN_IN_PER_ACCOUNT = { limit: 10, window: 15 * 60 };
const RESET_PER_IP = { limit: 10, window: 60 * 60 };
const RESET_PER_ACCOUNT = { limit: 3, window: 60 * 60 };

/**
 * The embedded provider's own pages: sign-in, sign-up, password reset and
 * account deletion, in the tenant's brand and the portal page's language.
 */
export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps) {
  const { provider, accounts, limiter } = deps;

  // Sign-in and sign-up forms end, after redirects, on the portal's tenant hosts.
  app.addHook("onRequest", async (_request, reply) =>
    allowFormTargets(reply.raw, deps.portalOrigins),
  );

  // Browser forms post application/x-www-form-urlencoded.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function frameFor(tenant: Tenant, language: string | undefined): PageFrame & { t: IdpTexts } {
    const lang = language?.split(/[\s-]/)[0] || "en";
    return {
      brand: {
        name: tenant.brandName,
        color: brandPrimaryColor(tenant.brandPalette) ?? PLAIN_BRAND.color,
        logo: tenant.logoUrl,
      },
      language: lang,
      rtl: isRtl(lang),
      t: idpTexts(lang, tenant.brandName),
    };
  }

  /** Brand and language of a login interaction: the portal host it returns to, its ui_locales. */
  async function interactionFrame(uid: string) {
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) return null;
    const redirectUri = String(interaction.params.redirect_uri ?? "");
    let host = "";
    try {
      host = new URL(redirectUri).hostname;
    } catch {
      // unknown return: default tenant
    }
    const tenant = app.siteDirectory().tenantForHost(host);
    return { interaction, frame: frameFor(tenant, String(interaction.params.ui_locales ?? "")) };
  }

  function send(reply: FastifyReply, frame: PageFrame, title: string, body: string, status = 200) {
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store");
    return reply.send(renderPage(frame, { title, body: `<h1>${escapeHtml(title)}</h1>${body}` }));
  }

  const expired = (reply: FastifyReply) =>
    reply
      .status(400)
      .type("text/html; charset=utf-8")
      .send(
        renderPage(frameFor(app.siteDirectory().tenantForHost(""), "en"), {
          title: "Sign-in expired",
          body: "<h1>Sign-in expired</h1><p>This sign-in page has expired. Please go back to the portal and click Login again.</p>",
        }),
      );

  function signInPage(uid: string, t: IdpTexts, values: Form = {}, error?: string) {
    return `<p>${escapeHtml(t.signInLead)}</p>${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ""}${renderForm(
      `/idp/interaction/${uid}/login`,
      [
        {
          name: "email",
          label: t.email,
          type: "email",
          value: values.email,
          autocomplete: "username",
        },
        { name: "password", label: t.password, type: "password", autocomplete: "current-password" },
      ],
      t.signIn,
    )}<div class="links"><a href="/idp/interaction/${uid}/signup">${escapeHtml(t.createAccount)}</a><a href="/idp/password/forgot?uid=${uid}">${escapeHtml(t.forgot)}</a></div>`;
  }

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  app.get<{ Params: { uid: string } }>("/idp/interaction/:uid", async (request, reply) => {
    const found = await interactionFrame(request.params.uid);
    if (!found) return expired(reply);
    const { frame } = found;
    return send(reply, frame, frame.t.signInTitle, signInPage(request.params.uid, frame.t));
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    "/idp/interaction/:uid/login",
    async (request, reply) => {
      const found = await interactionFrame(request.params.uid);
      if (!found) return expired(reply);
      const { frame } = found;
      const email = (request.body?.email ?? "").trim().toLowerCase();
      const password = request.body?.password ?? "";
      const byIp = await limiter.hit(
        `signin:ip:${request.ip}`,
        SIGN_IN_PER_IP.limit,
        SIGN_IN_PER_IP.window,
      );
      const byAccount = await limiter.hit(
        `signin:account:${email}`,
        SIGN_IN_PER_ACCOUNT.limit,
        SIGN_IN_PER_ACCOUNT.window,
      );
      if (!byIp.allowed || !byAccount.allowed) {
        reply.header(
          "retry-after",
          String(Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds)),
        );
        return send(
          reply,
          frame,
          frame.t.signInTitle,
          signInPage(request.params.uid, frame.t, { email }, frame.t.tooMany),
          429,
        );
      }
      const account = email && password ? await accounts.signIn(email, password) : null;
      if (!account) {
        return send(
          reply,
          frame,
          frame.t.signInTitle,
          signInPage(request.params.uid, frame.t, { email }, frame.t.invalidCredentials),
          401,
        );
      }
      await limiter.reset(`signin:account:${email}`);
      return finishLogin(request, reply, account.id);
    },
  );

  async function countryOptions(language: string) {
    const list = await app.services.site.countryNames();
    const names = new Intl.DisplayNames([language], { type: "region" });
    return list
      .map((c) => ({ value: c.code, label: safeRegionName(names, c.code) ?? c.countryName }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }

  async function signUpPage(
    uid: string,
    frame: PageFrame & { t: IdpTexts },
    values: Form = {},
    errors: Form = {},
    error?: string,
  ) {
    const { t } = frame;
    return `${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ""}${renderForm(
      `/idp/interaction/${uid}/signup`,
      [
        {
          name: "firstName",
          label: t.firstName,
          value: values.firstName,
          autocomplete: "given-name",
          error: errors.firstName,
        },
        {
          name: "lastName",
          label: t.lastName,
          value: values.lastName,
          autocomplete: "family-name",
          error: errors.lastName,
        },
        {
          name: "email",
          label: t.email,
          type: "email",
          value: values.email,
          autocomplete: "email",
          error: errors.email,
        },
        {
          name: "password",
          label: t.password,
          type: "password",
          autocomplete: "new-password",
          hint: t.passwordHint,
          error: errors.password,
        },
        {
          name: "countryCode",
          label: t.country,
          value: values.countryCode,
          options: await countryOptions(frame.language),
          placeholder: t.chooseCountry,
          error: errors.countryCode,
        },
      ],
      t.signUp,
    )}<div class="links"><span>${escapeHtml(t.haveAccount)} <a href="/idp/interaction/${uid}">${escapeHtml(t.signIn)}</a></span></div>`;
  }

  app.get<{ Params: { uid: string } }>("/idp/interaction/:uid/signup", async (request, reply) => {
    const found = await interactionFrame(request.params.uid);
    if (!found) return expired(reply);
    return send(
      reply,
      found.frame,
      found.frame.t.signUpTitle,
      await signUpPage(request.params.uid, found.frame),
    );
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    "/idp/interaction/:uid/signup",
    async (request, reply) => {
      const found = await interactionFrame(request.params.uid);
      if (!found) return expired(reply);
      const { frame } = found;
      const byIp = await limiter.hit(
        `signup:ip:${request.ip}`,
        SIGN_IN_PER_IP.limit,
        SIGN_IN_PER_IP.window,
      );
      if (!byIp.allowed) {
        return send(
          reply,
          frame,
          frame.t.signUpTitle,
          await signUpPage(request.params.uid, frame, request.body, {}, frame.t.tooMany),
          429,
        );
      }
      const parsed = signUpSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors: Form = {};
        for (const issue of parsed.error.issues)
          errors[String(issue.path[0])] ??=
            issue.message === "required" ? frame.t.fieldRequired : issue.message;
        return send(
          reply,
          frame,
          frame.t.signUpTitle,
          await signUpPage(request.params.uid, frame, request.body, errors),
          400,
        );
      }
      const account = await accounts.signUp(parsed.data);
      if (!account) {
        return send(
          reply,
          frame,
          frame.t.signUpTitle,
          await signUpPage(request.params.uid, frame, request.body, { email: frame.t.emailTaken }),
          409,
        );
      }
      return finishLogin(request, reply, account.id);
    },
  );

  // Password reset: started from a sign-in page (uid keeps brand and language, and the way back).
  app.get<{ Querystring: Form }>("/idp/password/forgot", async (request, reply) => {
    const found = request.query.uid ? await interactionFrame(request.query.uid) : null;
    const frame =
      found?.frame ?? frameFor(app.siteDirectory().tenantForHost(""), request.query.lang);
    const uid = found ? request.query.uid : undefined;
    return send(
      reply,
      frame,
      frame.t.forgotTitle,
      `<p>${escapeHtml(frame.t.forgotLead)}</p>${renderForm(
        "/idp/password/forgot",
        [
          { name: "email", label: frame.t.email, type: "email", autocomplete: "username" },
          ...(uid ? [{ name: "uid", label: "", type: "hidden" as const, value: uid }] : []),
        ],
        frame.t.sendLink,
      )}${uid ? `<div class="links"><a href="/idp/interaction/${uid}">${escapeHtml(frame.t.backToSignIn)}</a></div>` : ""}`,
    );
  });

  app.post<{ Body: Form }>("/idp/password/forgot", async (request, reply) => {
    const found = request.body?.uid ? await interactionFrame(request.body.uid) : null;
    const frame = found?.frame ?? frameFor(app.siteDirectory().tenantForHost(""), undefined);
    const uid = found ? request.body?.uid : undefined;
    const email = (request.body?.email ?? "").trim().toLowerCase();
    const byIp = await limiter.hit(
      `reset:ip:${request.ip}`,
      RESET_PER_IP.limit,
      RESET_PER_IP.window,
    );
    const byAccount = await limiter.hit(
      `reset:account:${email}`,
      RESET_PER_ACCOUNT.limit,
      RESET_PER_ACCOUNT.window,
    );
    if (!byIp.allowed || !byAccount.allowed) {
      return send(
        reply,
        frame,
        frame.t.forgotTitle,
        `<div class="error" role="alert">${escapeHtml(frame.t.tooMany)}</div>`,
        429,
      );
    }
    const created = email ? await accounts.createResetToken(email) : null;
    if (created) {
      const link = `${deps.issuer}/password/reset?token=${created.token}${uid ? `&uid=${uid}` : ""}`;
      await deps.mailer.send({
        to: created.account.email,
        subject: frame.t.mailResetSubject,
        text: frame.t.mailResetBody
          .replace("{name}", created.account.firstName)
          .replace("{link}", link),
      });
    }
    // The same answer whether or not the account exists: no account enumeration.
    return send(
      reply,
      frame,
      frame.t.forgotTitle,
      `<p class="notice" role="status">${escapeHtml(frame.t.forgotSent)}</p>`,
    );
  });

  app.get<{ Querystring: Form }>("/idp/password/reset", async (request, reply) => {
    const found = request.query.uid ? await interactionFrame(request.query.uid) : null;
    const frame = found?.frame ?? frameFor(app.siteDirectory().tenantForHost(""), undefined);
    const token = request.query.token ?? "";
    if (!(await accounts.resetTokenValid(token))) {
      return send(
        reply,
        frame,
        frame.t.resetTitle,
        `<div class="error" role="alert">${escapeHtml(frame.t.resetInvalid)}</div>`,
        400,
      );
    }
    return send(
      reply,
      frame,
      frame.t.resetTitle,
      renderForm(
        "/idp/password/reset",
        [
          {
            name: "password",
            label: frame.t.newPassword,
            type: "password",
            autocomplete: "new-password",
            hint: frame.t.passwordHint,
          },
          { name: "token", label: "", type: "hidden", value: token },
          ...(found
            ? [{ name: "uid", label: "", type: "hidden" as const, value: request.query.uid }]
            : []),
        ],
        frame.t.savePassword,
      ),
    );
  });

  app.post<{ Body: Form }>("/idp/password/reset", async (request, reply) => {
    const found = request.body?.uid ? await interactionFrame(request.body.uid) : null;
    const frame = found?.frame ?? frameFor(app.siteDirectory().tenantForHost(""), undefined);
    const password = passwordSchema.safeParse(request.body?.password ?? "");
    if (!password.success) {
      return send(
        reply,
        frame,
        frame.t.resetTitle,
        `<div class="error" role="alert">${escapeHtml(frame.t.passwordHint)}</div>`,
        400,
      );
    }
    const account = await accounts.resetPassword(request.body?.token ?? "", password.data);
    if (!account) {
      return send(
        reply,
        frame,
        frame.t.resetTitle,
        `<div class="error" role="alert">${escapeHtml(frame.t.resetInvalid)}</div>`,
        400,
      );
    }
    const back = found
      ? `<div class="links"><a href="/idp/interaction/${request.body?.uid}">${escapeHtml(frame.t.backToSignIn)}</a></div>`
      : "";
    return send(
      reply,
      frame,
      frame.t.resetTitle,
      `<p class="notice" role="status">${escapeHtml(frame.t.resetDone)}</p>${back}`,
    );
  });

  /** Where the portal may be sent back to after a deletion: one of its own origins. */
  function allowedReturn(value: string | undefined): string | null {
    if (!value) return null;
    try {
      const url = new URL(value);
      return deps.portalOrigins.includes(url.origin) ? url.toString() : null;
    } catch {
      return null;
    }
  }

  function deleteFrame(query: Form) {
    let host = "";
    try {
      host = new URL(query.return ?? "").hostname;
    } catch {
      // default tenant
    }
    return frameFor(app.siteDirectory().tenantForHost(host), query.lang);
  }

  function deleteForm(frame: PageFrame & { t: IdpTexts }, query: Form, error?: string) {
    return `<p>${escapeHtml(frame.t.deleteLead)}</p>${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ""}${renderForm(
      "/idp/account/delete",
      [
        {
          name: "password",
          label: frame.t.password,
          type: "password",
          autocomplete: "current-password",
        },
        { name: "id", label: "", type: "hidden", value: query.id },
        { name: "return", label: "", type: "hidden", value: query.return },
        { name: "lang", label: "", type: "hidden", value: query.lang },
      ],
      frame.t.deleteConfirm,
    )}`;
  }

  app.get<{ Querystring: Form }>("/idp/account/delete", async (request, reply) => {
    const frame = deleteFrame(request.query);
    return send(reply, frame, frame.t.deleteTitle, deleteForm(frame, request.query));
  });

  app.post<{ Body: Form }>("/idp/account/delete", async (request, reply) => {
    const body = request.body ?? {};
    const frame = deleteFrame(body);
    const account = body.id ? await accounts.byId(body.id) : undefined;
    const byIp = await limiter.hit(
      `signin:ip:${request.ip}`,
      SIGN_IN_PER_IP.limit,
      SIGN_IN_PER_IP.window,
    );
    const byAccount = await limiter.hit(
      `signin:account:${account?.email ?? body.id}`,
      SIGN_IN_PER_ACCOUNT.limit,
      SIGN_IN_PER_ACCOUNT.window,
    );
    if (!byIp.allowed || !byAccount.allowed) {
      return send(reply, frame, frame.t.deleteTitle, deleteForm(frame, body, frame.t.tooMany), 429);
    }
    const confirmed = account && (await accounts.signIn(account.email, body.password ?? ""));
    if (!account || !confirmed) {
      return send(
        reply,
        frame,
        frame.t.deleteTitle,
        deleteForm(frame, body, frame.t.invalidCredentials),
        401,
      );
    }
    await deps.onAccountDeleted(account.id);
    await accounts.delete(account.id);
    const back = allowedReturn(body.return);
    if (back) return reply.redirect(back, 303);
    return send(
      reply,
      frame,
      frame.t.deleteTitle,
      `<p class="notice" role="status">${escapeHtml(frame.t.deleteDone)}</p>`,
    );
  });
}

function safeRegionName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}
