/**
 * The browser's location for geoLocal (spec §3), asked without a prompt:
 * only when the learner already granted this site the permission. Asking on
 * page load would put a permission dialog in front of every visitor for a
 * value the shop only uses to tailor what it shows.
 */

export interface LatLng {
  readonly lat: number
  readonly lng: number
}

export const readGrantedLocation = async (nav: Navigator | undefined = globalThis.navigator): Promise<LatLng | null> => {
  if (nav?.permissions === undefined || nav.geolocation === undefined) return null
  try {
    const status = await nav.permissions.query({ name: "geolocation" })
    if (status.state !== "granted") return null
    return await new Promise<LatLng | null>((resolve) =>
      nav.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => resolve(null),
        { maximumAge: 10 * 60_000, timeout: 10_000 }
      )
    )
  } catch {
    // Browsers without the Permissions API entry for geolocation throw here.
    return null
  }
}
