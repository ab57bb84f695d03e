// Loaded only when an authenticator app is being set up (a dynamic import in
// authenticator-setup.tsx), so the QR code library stays out of every other page's bundle.
import { QRCodeSVG } from 'qrcode.react';

/** The `otpauth://` address as a QR code to scan with an authenticator app: an SVG drawn here, nothing fetched. */
export function AuthenticatorQrCode({ uri }: { readonly uri: string }) {
  return (
    <QRCodeSVG
      value={uri}
      size={200}
      level="M"
      marginSize={4}
      role="img"
      title="QR code that adds your account to an authenticator app"
      className="two-step-qr"
    />
  );
}
