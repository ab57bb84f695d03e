// Loaded only by a ticket's page (a dynamic import in ticket-page.tsx), so the QR code library
// stays out of every other page's bundle.
import { QRCodeSVG } from 'qrcode.react';

/** A ticket's signed code as a QR code, big enough for the door's phone to read from a screen. */
export function TicketQrCode({ code, eventName }: { readonly code: string; readonly eventName: string }) {
  return (
    <QRCodeSVG
      value={code}
      size={320}
      level="M"
      marginSize={4}
      role="img"
      title={`QR code of this ticket for ${eventName}`}
      className="ticket-qr"
    />
  );
}
