import { canUseTheme, parsePrice } from '@kabar/shared';
import { type UserThemes } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { listActiveThemes } from '../themes/themes.queries';

/** The catalogue split by the access rule: themes the couple may use, and the rest. */
export async function listUserThemes(db: Db, userId: string): Promise<UserThemes> {
  const [entitlements, catalogue] = await Promise.all([
    getEntitlements(db, userId),
    listActiveThemes(db),
  ]);
  const owned: UserThemes['owned'] = [];
  const notOwned: UserThemes['not_owned'] = [];
  for (const theme of catalogue) {
    const usable = canUseTheme({
      plan: entitlements.plan,
      themeTier: theme.theme_type.theme_type_name,
      themePrice: parsePrice(theme.price),
      themeId: theme.theme_id,
      purchasedThemeIds: entitlements.purchasedThemeIds,
    });
    (usable ? owned : notOwned).push(theme);
  }
  return { owned, not_owned: notOwned, plan: entitlements.plan };
}
