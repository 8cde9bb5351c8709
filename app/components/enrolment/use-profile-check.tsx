import { useCallback, useRef, useState, type ReactNode } from "react";
import { Code } from "#contract/codes.ts";
import { SUPPLEMENT_INFO_PATH } from "#contract/enrolment-rules.ts";
import type { UserInfo } from "#contract/identity.ts";
import { missingSupplementFields } from "#contract/identity-rules.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import { USER_INFO_PATH, toFrameUser, useSetCurrentUser } from "../../frame/use-user.ts";
import { SupplementDialog } from "./supplement-dialog.tsx";
import type { SupplementFlags } from "./supplement-form.ts";

export type ProfileCheck = {
  /**
   * Resolves true once the profile holds what the site's region requires before enrolling
   * (at once, or after the learner saved the dialog), false when they closed it or the
   * profile could not be read.
   */
  ensure(): Promise<boolean>;
  /** The dialog, rendered by the page. */
  dialog: ReactNode;
};

/**
 * The personal information asked before a seat, as before a certification's
 * enrolment (learner §4 steps 2–4, frame §5; decision 0049): the region's
 * supplement configuration and the user as saved are read; only the fields
 * flagged '1' and still empty are asked, in the missing-information dialog (or
 * the gather-information dialog where the tenant gathers), and the enrolment
 * goes on once they are saved. The server checks the same on the enrol call.
 */
export function useProfileCheck(): ProfileCheck {
  const api = useApiClient();
  const gathers = useFrame().tenant.gatherInformation;
  const setCurrentUser = useSetCurrentUser();
  const [asking, setAsking] = useState<{ flags: SupplementFlags; user: UserInfo } | null>(null);
  const settle = useRef<((saved: boolean) => void) | null>(null);

  const ensure = useCallback(async () => {
    const [flags, user] = await Promise.all([
      api.get(SUPPLEMENT_INFO_PATH),
      api.get(USER_INFO_PATH),
    ]);
    if (user.code !== Code.success || !user.data) return false;
    // Without the configuration the server still checks on enrolling (code 400).
    const configured: SupplementFlags = flags.code === Code.success && flags.data ? flags.data : {};
    if (missingSupplementFields(configured, user.data).length === 0) return true;
    const saved = user.data;
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setAsking({ flags: configured, user: saved });
    });
  }, [api]);

  const finish = (saved: boolean) => {
    setAsking(null);
    settle.current?.(saved);
    settle.current = null;
  };

  return {
    ensure,
    dialog: (
      <SupplementDialog
        opened={asking !== null}
        variant={gathers ? "gather" : "missing"}
        flags={asking?.flags ?? {}}
        user={asking?.user ?? null}
        onClose={() => finish(false)}
        onSaved={(user) => {
          setCurrentUser(toFrameUser(user));
          finish(true);
        }}
      />
    ),
  };
}
