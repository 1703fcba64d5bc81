// Owns the cart limits that pages show in the browser, kept apart from the zod schemas of
// cart-forms.ts so that importing a limit does not put zod into a page's JavaScript.

export const maxInstructionsLength = 500;
