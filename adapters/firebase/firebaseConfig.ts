/** The public web configuration of the Firebase project (what the console shows under "Your apps"). */
export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
  readonly storageBucket?: string;
  readonly messagingSenderId?: string;
}

/** Where the local emulators listen, for development and tests. */
export interface FirebaseEmulators {
  /** The auth emulator's origin, e.g. "http://127.0.0.1:9099". */
  readonly authUrl: string;
  readonly firestoreHost: string;
  readonly firestorePort: number;
  /** The Functions emulator's origin, e.g. "http://127.0.0.1:5001". */
  readonly functionsUrl: string;
}

export interface FirebaseSettings {
  readonly webConfig: FirebaseWebConfig;
  /** Null in production: the SDK then talks to Google's servers. */
  readonly emulators: FirebaseEmulators | null;
}
