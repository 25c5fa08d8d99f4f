/**
 * A QR code drawn on the server (decision 0043): the authenticator app's `otpauth:` link as one
 * SVG path the page renders inline, so the phone's app can scan it. No outside service sees the
 * secret, the library stays out of the browser's JavaScript, and the page needs no `<img>`,
 * inline style or HTML string (React draws the path like any other element).
 */
import qrcode from "qrcode-generator";

/** The quiet zone around the code, in modules: four is what the QR standard asks for. */
const MARGIN = 4;

/** A QR code ready for `<svg viewBox="0 0 size size"><path d={path} /></svg>`. */
export interface QrCode {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** Every dark module, as runs of a row: `M x y h n v 1 h -n z`. */
  path: string;
}

/**
 * `text` (at most a few hundred characters: an `otpauth:` link is about 150) as a QR code with
 * medium error correction (15 %), which a phone reads off a screen without trouble.
 */
export function qrCodeOf(text: string): QrCode {
  const code = qrcode(0, "M");
  code.addData(text.slice(0, 1000), "Byte");
  code.make();
  const count = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col++;
      const length = col - start;
      runs.push(`M${start + MARGIN} ${row + MARGIN}h${length}v1h-${length}z`);
    }
  }
  return { size: count + 2 * MARGIN, path: runs.join("") };
}
