import { useCallback, type MouseEvent } from "react";
import { Code } from "#contract/codes.ts";
import type { ApiClient } from "../api-client.ts";
import { useApiClient } from "./use-frame.ts";

/** Whether the exam page in this tab has an attempt open (set by the exam page only). */
let examOpenHere = false;

/** The exam page reports its attempt, so logout is refused without waiting for the server. */
export function setExamOpenHere(open: boolean): void {
  examOpenHere = open;
}

export const IN_EXAM_PATH = "/certification/exam/inExam";

/**
 * Whether the learner is in an exam: this tab's exam page says so, or the
 * server knows an attempt open in another tab or device. When the server
 * cannot be asked, logout goes ahead: the attempt stays on the server anyway.
 */
export async function learnerInExam(api: ApiClient): Promise<boolean> {
  if (examOpenHere) return true;
  const envelope = await api.get(IN_EXAM_PATH, undefined, { quiet: true, loginRedirect: false });
  return envelope.code === Code.success && envelope.data?.inExam === true;
}

/**
 * Logs out with a POST, as a form would: a session ends only when the portal's
 * own page asks (a plain link, on this site or another, cannot end it).
 */
export function postLogout(href: string): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = href;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}

/**
 * The click handler of a logout link (frame §4 "Logout"): while the learner is
 * in an exam, the dialog instead of logging out; they must submit first.
 */
export function useGuardedLogout(href: string): (event: MouseEvent<HTMLElement>) => void {
  const api = useApiClient();
  return useCallback(
    (event) => {
      event.preventDefault();
      void learnerInExam(api).then((inExam) => {
        // The dialog's code comes only when a learner in an exam tries to log out.
        if (inExam) void import("./logout-on-exam-dialog.tsx").then((m) => m.showLogoutOnExam());
        else postLogout(href);
      });
    },
    [api, href],
  );
}
