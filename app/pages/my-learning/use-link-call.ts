import { useState } from "react";
import type { ApiPathOf } from "#contract/api.ts";
import { Code } from "#contract/codes.ts";
import { useApiClient } from "../../frame/use-frame.ts";

/**
 * Document links are short-lived: asked for at the click, never kept in the
 * page. `busy` names the button whose call is running; a refusal opens the
 * Tips dialog (api-client) and runs nothing.
 */
export function useLinkCall() {
  const api = useApiClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function call<T>(
    key: string,
    path: ApiPathOf<"POST">,
    params: Record<string, unknown>,
    then: (data: T) => void | Promise<void>,
  ) {
    setBusy(key);
    try {
      const envelope = await api.post(path, params);
      if (envelope.code === Code.success) await then(envelope.data as T);
    } finally {
      setBusy(null);
    }
  }
  return { busy, call };
}
