/**
 * The promo banner's claim, from the catalogue's real count of paid themes: rounded down to the
 * ten ('53' gives '50+ Tema Premium', the banner's words), exact below ten, so it never overstates.
 */
export function paidThemesLabel(paid: number | null): string {
  if (!paid) return 'Tema Premium';
  if (paid < 10) return `${paid} Tema Premium`;
  return `${Math.floor(paid / 10) * 10}+ Tema Premium`;
}
