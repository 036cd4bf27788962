import type { AppIcons } from './app-icons';
import type { ProfileSigner } from './profile-signing';

/** What the server holds of the brand's app besides the operator file: its icons and the profile's signer. */
export interface SiteApp {
  icons: AppIcons;
  /** Null: the operator configured no certificate, and iOS profiles go unsigned. */
  profileSigner: ProfileSigner | null;
}
