/** Spec §8 "Geolocation": the texts for each way asking for the position can fail. */
export const GEOLOCATION_ERRORS = {
  denied: 'You denied the request for Geolocation. Please enable location services.',
  unavailable: 'Location information is unavailable.',
  timeout: 'The request to get your location timed out. Please try again.',
  unknown: 'An unknown error occurred while trying to access your location.',
  unsupported: 'Geolocation is not supported by your browser.',
} as const;

/** Spec §9 "Geolocation": timeout 10 s, high accuracy, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/** The spec's text for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorText(code: number | undefined): string {
  switch (code) {
    case 1:
      return GEOLOCATION_ERRORS.denied;
    case 2:
      return GEOLOCATION_ERRORS.unavailable;
    case 3:
      return GEOLOCATION_ERRORS.timeout;
    default:
      return GEOLOCATION_ERRORS.unknown;
  }
}

export type Coordinates = { latitude: number; longitude: number };

/**
 * The device's position, once. Only the two numbers leave here, straight into the nearest-city
 * question: they are never stored (ARCHITECTURE §4). Fails with one of the spec's texts.
 */
export function currentCoordinates(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(GEOLOCATION_ERRORS.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(geolocationErrorText(error?.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
