/**
 * What this browser keeps for the signed-in couple beyond the session: the editor's progress (the
 * wizard keys of docs/product-rules.md plus ours). It belongs to one account, so it goes on logout
 * and when a different account signs in; the same couple signing in again keeps it.
 */
export const WIZARD_KEYS = {
  themeId: 'selectedThemeId',
  step1: 'themeConfigStep1',
  step2: 'themeConfigStep2',
  step3: 'themeConfigStep3',
  sectionOrder: 'themeConfigSectionOrder',
} as const;

/** Who the kept progress belongs to. */
export const OWNER_KEY = 'kabarDataOwner';

export function clearUserLocalData(): void {
  try {
    for (const key of [...Object.values(WIZARD_KEYS), OWNER_KEY]) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Called at every sign-in: another account's progress is dropped before this one starts. */
export function claimUserLocalData(userId: string): void {
  try {
    const owner = localStorage.getItem(OWNER_KEY);
    if (owner !== userId) {
      clearUserLocalData();
      localStorage.setItem(OWNER_KEY, userId);
    }
  } catch {
    // Storage blocked: nothing to protect.
  }
}
