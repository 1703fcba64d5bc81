// Real picture files for upload tests, made here with sharp (and bad ones made by hand).
import zlib from "node:zlib";
import sharp from "sharp";

export function solidPicture(
  format: "jpeg" | "png" | "webp" | "gif" | "avif",
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF data: a GPS position and "rotate 90°" orientation. */
export function jpegWithGpsAndOrientation(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Orientation: "6", Make: "TestCam" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "1/1 17/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "36/1 49/1 0/1",
      },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a small PNG whose header says 20,000 x 20,000 pixels (the IHDR chunk
 * rewritten, with its checksum), as an attacker would send it.
 */
export async function hugePng(): Promise<Buffer> {
  const png = Buffer.from(await solidPicture("png", 64, 64));
  // Signature (8 bytes), chunk length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>`,
);

/** A picture as the item forms post it: the file's name and its bytes. */
export const posted = (bytes: Buffer, name = "photo.jpg") => ({ name, bytes });
