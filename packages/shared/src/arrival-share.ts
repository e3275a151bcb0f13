/**
 * How much of the expected crowd has arrived, in whole percent, as the couple's page and the desk
 * both show it (issue 33: the desk said 200% where the couple's page said 100%). Walk-ins and
 * guests who never answered can bring more people than the RSVPs expected: the share stops at 100.
 */
export function arrivalSharePercent(arrivedPeople: number, expectedPeople: number): number {
  if (expectedPeople <= 0) return 0;
  return Math.min(100, Math.round((arrivedPeople / expectedPeople) * 100));
}
