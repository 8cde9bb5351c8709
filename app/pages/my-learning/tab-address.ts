import { DEFAULT_MY_LEARNING_TAB, type MyLearningTab } from "#contract/my-learning-rules.ts";

/**
 * The address of a tab of My Learning: `?tab=` names it (the default tab has
 * none), and `params` add its own choices (filter, page, page size).
 */
export function tabSearch(tab: MyLearningTab, params: Record<string, string | number> = {}) {
  const search = new URLSearchParams();
  if (tab !== DEFAULT_MY_LEARNING_TAB) search.set("tab", tab);
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  const query = search.toString();
  return query ? `?${query}` : "";
}
