import { call, system } from '../../core';
import { QrCode } from './QrCode';

/** The app downloads the brand offers (the resources of GET /wps/system/domainRoute). */
export async function loadDownloads(): Promise<system.Resource[]> {
  return (await call(system.domainRoute, {})).resources;
}

/**
 * A download's QR code (size 125, spec §7) and the link it encodes, opened in a new tab: what the
 * side bar shows when an entry opens and what the download page shows for each app.
 */
export function DownloadQr({
  url,
  label,
  linkText,
  id,
  className,
  linkClassName,
}: {
  url: string;
  /** The QR code's accessible name. */
  label: string;
  linkText: string;
  id?: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <div className={className} id={id}>
      <QrCode text={url} label={label} size={125} />
      <a href={url} className={linkClassName} target="_blank" rel="noopener">
        {linkText}
      </a>
    </div>
  );
}
