// Owns the public URLs of item images: each item image is stored as WebP variants of fixed widths.

export const imageWidths = { thumb: 300, large: 800 } as const;
export type ImageVariant = keyof typeof imageWidths;

/** `images/{itemId}/{name}` -> `/images/{itemId}/{name}-300.webp` */
export function imageUrl(imageKey: string, variant: ImageVariant): string {
  return `/${imageKey}-${imageWidths[variant]}.webp`;
}

/** The item forms' `Main photo` value that means "the first of the pictures added now" (decision 0039). */
export const firstAddedPicture = "new";

/**
 * The landing page's hero picture: drawn 3:2, stored as WebP variants of these widths (the first
 * for a phone, the others for wider screens and denser displays).
 */
export const heroWidths = [480, 960, 1440] as const;

/** `images/hero/{name}` -> `/images/hero/{name}-480.webp` */
export function heroUrl(heroKey: string, width: (typeof heroWidths)[number]): string {
  return `/${heroKey}-${width}.webp`;
}
