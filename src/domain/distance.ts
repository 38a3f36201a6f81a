// The factor is the spec's exact value (1 / 1609.344, truncated); keep it so
// distances match the ones the previous system displayed.
export const METERS_TO_MILES = 0.000621371192;

export function metersToMiles(meters: number): number {
  return meters * METERS_TO_MILES;
}
