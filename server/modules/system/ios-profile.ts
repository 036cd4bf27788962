import { createHash } from 'node:crypto';
import { build } from 'plist';
import type { AppConfig } from '../../config/operator';

/**
 * The iOS configuration profile of /download/ios: one web clip that puts the site on the home screen
 * as an app (full screen, the brand's icon and name). It is built from the brand's configuration and the
 * site's public address only, never from the request, so no one can make the server hand out a profile
 * of another address.
 */

/** The MIME type iOS opens configuration profiles by. */
export const PROFILE_CONTENT_TYPE = 'application/x-apple-aspen-config';

/** RFC 4122's namespace for names that are URLs: the profile's ids are name-based UUIDs of the site's address. */
const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A version 5 (name-based, SHA-1) UUID: the same site always gets the same ids, so a new install replaces the old. */
export function nameBasedUuid(name: string): string {
  const hash = createHash('sha1').update(URL_NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toUpperCase();
}

/** A reverse-DNS identifier of the site (games.example.com:8443 → com.example.games.8443). */
export function siteIdentifier(publicUrl: string): string {
  const { hostname, port } = new URL(publicUrl);
  const parts = [...hostname.split('.').reverse(), ...(port ? [port] : [])];
  return parts.map((part) => part.replace(/[^A-Za-z0-9-]/g, '-')).join('.');
}

export interface ProfileInput {
  publicUrl: string;
  app: AppConfig;
  /** The home-screen icon: the brand's full-square PNG (180 px). */
  icon: Uint8Array;
  /** What the profile does, in the brand's language (shown by iOS before it installs). */
  description: string;
}

/** The profile as an XML property list. */
export function iosProfile({ publicUrl, app, icon, description }: ProfileInput): string {
  const site = `${new URL(publicUrl).origin}/`;
  const identifier = siteIdentifier(publicUrl);
  return build({
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: `${identifier}.profile`,
    PayloadUUID: nameBasedUuid(`${site}#profile`),
    PayloadDisplayName: app.name,
    PayloadDescription: description,
    PayloadOrganization: app.name,
    PayloadRemovalDisallowed: false,
    PayloadContent: [
      {
        PayloadType: 'com.apple.webClip.managed',
        PayloadVersion: 1,
        PayloadIdentifier: `${identifier}.webclip`,
        PayloadUUID: nameBasedUuid(`${site}#webclip`),
        PayloadDisplayName: app.name,
        Label: app.shortName,
        URL: site,
        Icon: icon,
        // Opens as an app of its own, without Safari's bars; the icon is used as it is drawn.
        FullScreen: true,
        Precomposed: true,
        IsRemovable: true,
      },
    ],
  });
}

/** The file name the profile downloads as: the app's short name in plain letters. */
export function profileFileName(app: AppConfig): string {
  const plain = app.shortName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${plain || 'app'}.mobileconfig`;
}
