/** The one part of pngjs (which ships no types) the tests use: reading a PNG to RGBA pixels. */
declare module 'pngjs' {
  export const PNG: {
    readonly sync: { read(buffer: Buffer): { readonly width: number; readonly height: number; readonly data: Buffer } };
  };
}
