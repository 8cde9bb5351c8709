import type { FastifyInstance } from "fastify";
import { escapeHtml } from "./escape.ts";
import {
  SIGN_IN_PER_ACCOUNT,
  type Form,
  type Frame,
  type InteractionDeps,
  type InteractionPages,
} from "./interaction-pages.ts";
import { errorAlert, notice, renderForm } from "./views.ts";
import { addressKey } from "../../../rate-limiter.ts";

/** A return URL that is the portal's logout, with or without a site prefix; else none. */
function logoutReturn(url: string | null): string | null {
  return url && new URL(url).pathname.endsWith("/user/sso/logout") ? url : null;
}

/**
 * Account deletion (frame §4): the portal sends the user here with their id
 * and a return URL; the password confirms it, then the portal's data of the
 * account goes with it.
 */
export function accountDeletionRoutes(
  app: FastifyInstance,
  deps: InteractionDeps,
  pages: InteractionPages,
) {
  const { accounts } = deps;
  const { portalReturn, returnFrame, send, attempt, perAddress } = pages;

  function deleteForm(frame: Frame, query: Form, error?: string) {
    return `<p>${escapeHtml(frame.t.deleteLead)}</p>${errorAlert(error)}${renderForm(
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
    const frame = returnFrame(request.query);
    return send(reply, frame, frame.t.deleteTitle, deleteForm(frame, request.query));
  });

  app.post<{ Body: Form }>("/idp/account/delete", async (request, reply) => {
    const body = request.body ?? {};
    const frame = returnFrame(body);
    const account = body.id ? await accounts.byId(body.id) : undefined;
    const attempts = await attempt(
      [`signin:ip:${addressKey(request.ip)}`, perAddress],
      [`signin:account:${account?.email ?? body.id}`, SIGN_IN_PER_ACCOUNT],
    );
    if (!attempts.allowed) {
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
    // Only back to the portal's own logout (which itself goes only to the portal's paths).
    const back = logoutReturn(portalReturn(body.return));
    if (back) return reply.redirect(back, 303);
    return send(reply, frame, frame.t.deleteTitle, notice(frame.t.deleteDone));
  });
}
